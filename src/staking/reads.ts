import type { Address, Client } from 'viem'
import { readContract } from 'viem/actions'
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
 * Reads the whole staking state. Without a user only the public numbers (total staked,
 * treasury, block time) are read.
 *
 * Each read is a plain readContract: the client's multicall batching (batch.multicall,
 * 16 ms) folds every eth_call made in the same tick into ONE Multicall3 aggregate3 call,
 * including the account's native balance (viem's getBalance also goes through Multicall3's
 * getEthBalance when the chain has one), and the HTTP transport's JSON-RPC batch sends
 * what is left in one POST. So a refresh is one HTTP request, whichever hook ran first.
 */
export async function readStakingState(client: Client, addresses: StakingAddresses, user?: Address): Promise<StakingState> {
  const { mango, pMango, usdc, treasury, multicall3 } = addresses
  const publicReads = Promise.all([
    readContract(client, { address: pMango, abi: plantedMangoAbi, functionName: 'totalSupply' }),
    readContract(client, { address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [treasury] }),
    readContract(client, { address: multicall3, abi: multicall3Abi, functionName: 'getCurrentBlockTimestamp' }),
  ])
  const userReads = user
    ? Promise.all([
        readContract(client, { address: mango, abi: erc20Abi, functionName: 'balanceOf', args: [user] }),
        readContract(client, { address: pMango, abi: plantedMangoAbi, functionName: 'balanceOf', args: [user] }),
        readContract(client, { address: pMango, abi: plantedMangoAbi, functionName: 'harvestableRewards', args: [user] }),
        readContract(client, { address: mango, abi: erc20Abi, functionName: 'allowance', args: [user, pMango] }),
      ])
    : undefined
  const [[totalStaked, treasuryBalance, blockTimestamp], personal] = await Promise.all([publicReads, userReads])
  if (!personal) return { ...emptyStakingState, totalStaked, treasuryBalance, blockTimestamp }
  const [mangoBalance, pMangoBalance, rewards, allowance] = personal
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
