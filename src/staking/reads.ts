import type { Address, Client } from 'viem'
import { multicall } from 'viem/actions'
import type { Deployment } from '../config'
import { erc20Abi, multicall3Abi, plantedMangoAbi } from './abi'

/** Staking state (product-spec section 3). All amounts in base units; 0n until loaded. */
export interface StakingState {
  mangoBalance: bigint
  pMangoBalance: bigint
  /** Total supply of pMANGO. */
  totalStaked: bigint
  /** USDC held by the treasury that streams rewards. */
  treasuryBalance: bigint
  /** First entry of harvestableRewards(user) (USDC), else 0. */
  pendingReward: bigint
  /** MANGO the pMANGO contract may take from the user. */
  allowance: bigint
  /** Timestamp (seconds) of the block the numbers were read at; 0n until loaded. */
  blockTimestamp: bigint
}

export const emptyStakingState: StakingState = {
  mangoBalance: 0n,
  pMangoBalance: 0n,
  totalStaked: 0n,
  treasuryBalance: 0n,
  pendingReward: 0n,
  allowance: 0n,
  blockTimestamp: 0n,
}

export type StakingAddresses = Pick<Deployment, 'mango' | 'pMango' | 'usdc' | 'treasury' | 'multicall3'>

/**
 * Reads the whole staking state in ONE eth_call (Multicall3 aggregate3). Without a user
 * only the public numbers (total staked, treasury, block time) are read.
 *
 * The call goes straight to the transport instead of through the client's 16 ms
 * multicall scheduler: the HTTP transport's JSON-RPC batch then always catches it
 * together with reads started in the same tick (the account's eth_getBalance), whichever
 * hook ran first. Through the scheduler it would reach the transport 16 ms late and miss
 * a batch that an earlier eth_getBalance had opened (two POSTs instead of one).
 */
export async function readStakingState(client: Client, addresses: StakingAddresses, user?: Address): Promise<StakingState> {
  const { mango, pMango, usdc, treasury, multicall3 } = addresses
  const direct: Client = { ...client, batch: undefined }
  const publicCalls = [
    { address: pMango, abi: plantedMangoAbi, functionName: 'totalSupply' },
    { address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [treasury] },
    { address: multicall3, abi: multicall3Abi, functionName: 'getCurrentBlockTimestamp' },
  ] as const
  if (!user) {
    const [totalStaked, treasuryBalance, blockTimestamp] = await multicall(direct, {
      contracts: publicCalls,
      allowFailure: false,
      multicallAddress: multicall3,
    })
    return { ...emptyStakingState, totalStaked, treasuryBalance, blockTimestamp }
  }
  const [totalStaked, treasuryBalance, blockTimestamp, mangoBalance, pMangoBalance, rewards, allowance] = await multicall(direct, {
    contracts: [
      ...publicCalls,
      { address: mango, abi: erc20Abi, functionName: 'balanceOf', args: [user] },
      { address: pMango, abi: plantedMangoAbi, functionName: 'balanceOf', args: [user] },
      { address: pMango, abi: plantedMangoAbi, functionName: 'harvestableRewards', args: [user] },
      { address: mango, abi: erc20Abi, functionName: 'allowance', args: [user, pMango] },
    ],
    allowFailure: false,
    multicallAddress: multicall3,
  })
  return {
    mangoBalance,
    pMangoBalance,
    totalStaked,
    treasuryBalance,
    pendingReward: rewards[0]?.amount ?? 0n,
    allowance,
    blockTimestamp,
  }
}

/** Query-cache key: changes with the chain and the user, so each gets its own entry. */
export function stakingQueryKey(chainId: number, user: Address | undefined): string {
  return `staking:${chainId}:${user ? user.toLowerCase() : 'public'}`
}
