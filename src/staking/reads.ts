import type { Address } from 'viem'
import type { ReadContractsReturnType } from '@porch/kit'
import type { Deployment } from '../config'
import { noPausedActions, type PausedActions } from './pausedActions'
import { multicall3ReadAbi, pMangoReadAbi, tokenReadAbi } from './readAbi'

/** Staking state. All amounts in base units; 0n until loaded. */
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
  /** pMANGO's paused() flag; what it stops is in pausedActions. */
  paused: boolean
  /** Which actions a simulation found stopped by the pause (our contracts still allow unplant). */
  pausedActions: PausedActions
}

export const emptyStakingState: StakingState = {
  mangoBalance: 0n,
  pMangoBalance: 0n,
  totalStaked: 0n,
  treasuryBalance: 0n,
  pendingReward: 0n,
  allowance: 0n,
  blockTimestamp: 0n,
  paused: false,
  pausedActions: noPausedActions,
}

export type StakingAddresses = Pick<Deployment, 'mango' | 'pMango' | 'usdc' | 'treasury' | 'multicall3'>

/**
 * The staking numbers as kit reads (`useReadContracts` / `readContracts`), all on `chainId`.
 * Without a user only the public numbers (total staked, treasury, block time, paused). The
 * block time comes from Multicall3's getCurrentBlockTimestamp, so it rides in the same
 * multicall as the rest: a refresh stays one HTTP request.
 */
export function stakingContracts({ mango, pMango, usdc, treasury, multicall3 }: StakingAddresses, chainId: number, user?: Address) {
  const publicReads = [
    { chainId, address: pMango, abi: tokenReadAbi, functionName: 'totalSupply' },
    { chainId, address: usdc, abi: tokenReadAbi, functionName: 'balanceOf', args: [treasury] },
    { chainId, address: multicall3, abi: multicall3ReadAbi, functionName: 'getCurrentBlockTimestamp' },
    { chainId, address: pMango, abi: pMangoReadAbi, functionName: 'paused' },
  ] as const
  if (!user) return publicReads
  return [
    ...publicReads,
    { chainId, address: mango, abi: tokenReadAbi, functionName: 'balanceOf', args: [user] },
    { chainId, address: pMango, abi: tokenReadAbi, functionName: 'balanceOf', args: [user] },
    { chainId, address: pMango, abi: pMangoReadAbi, functionName: 'harvestableRewards', args: [user] },
    { chainId, address: mango, abi: tokenReadAbi, functionName: 'allowance', args: [user, pMango] },
  ] as const
}

/** The reads stakingContracts returns: the public ones, or those and the user's. */
export type StakingContracts = ReturnType<typeof stakingContracts>

/** What the reads of stakingContracts answer, in order (read with `allowFailure: false`). */
export type StakingResults = ReadContractsReturnType<StakingContracts, false>

/**
 * The screen's state from the answers of stakingContracts (pausedActions comes from the
 * probes, see ./pausedActions). Module-level, so `select` keeps one result per read.
 */
export function toStakingState(results: StakingResults): StakingState {
  const [totalStaked, treasuryBalance, blockTimestamp, paused, mangoBalance = 0n, pMangoBalance = 0n, rewards = [], allowance = 0n] = results
  return { ...emptyStakingState, totalStaked, treasuryBalance, blockTimestamp, paused, mangoBalance, pMangoBalance, pendingReward: rewards[0]?.amount ?? 0n, allowance }
}
