/**
 * The screen's staking read without React, for tests that check what an action changed:
 * the same reads and decoders useStakingState gives the kit's useReadContracts, through the
 * kit's framework-free readContracts (the same batched Reader).
 */
import type { Address } from 'viem'
import { readContracts, type Config } from '@porch/kit'
import { pausedActionProbes, toPausedActions } from '../../src/staking/pausedActions'
import { stakingContracts, toStakingState, type StakingAddresses, type StakingContracts, type StakingState } from '../../src/staking/reads'

export async function readStakingState(config: Config, addresses: StakingAddresses, user?: Address): Promise<StakingState> {
  const chainId = config.chains[0].id
  const [numbers, probes] = await Promise.all([
    readContracts<StakingContracts, false>(config, { contracts: stakingContracts(addresses, chainId, user), allowFailure: false }),
    readContracts(config, { contracts: pausedActionProbes(addresses.pMango, chainId) }),
  ])
  return { ...toStakingState(numbers), pausedActions: toPausedActions(probes) }
}
