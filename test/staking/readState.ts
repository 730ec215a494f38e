/**
 * The screen's staking read without React, for tests that check what an action changed:
 * the same reads and decoders useStakingState gives the kit's useReadContracts, through the
 * kit's framework-free readContracts (the same batched Reader).
 */
import type { Address } from 'viem'
import { readContracts, type Config } from '@porch/kit'
import { pausedActionProbes, toPausedActions } from '../../src/staking/pausedActions'
import { poolContracts, toStakingState, userContracts, type PoolContracts, type StakingAddresses, type StakingState, type UserContracts } from '../../src/staking/reads'

export async function readStakingState(config: Config, addresses: StakingAddresses, user?: Address): Promise<StakingState> {
  const chainId = config.chains[0].id
  const [pool, mine, probes] = await Promise.all([
    readContracts<PoolContracts, false>(config, { contracts: poolContracts(addresses, chainId), allowFailure: false }),
    user ? readContracts<UserContracts, false>(config, { contracts: userContracts(addresses, chainId, user), allowFailure: false }) : undefined,
    readContracts(config, { contracts: pausedActionProbes(addresses.pMango, chainId) }),
  ])
  return toStakingState(pool, mine, toPausedActions(probes))
}
