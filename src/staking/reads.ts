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
 * The pool's figures as kit reads (`useReadContracts` / `readContracts`) on `chainId`: total
 * staked, treasury, block time, paused. They do not depend on who is connected, so their
 * key never names a user: connecting, disconnecting or switching accounts keeps the same
 * cache entry, never one last read minutes ago. The block time comes from Multicall3's
 * getCurrentBlockTimestamp, so it rides in the same multicall as the rest.
 */
export function poolContracts({ pMango, usdc, treasury, multicall3 }: StakingAddresses, chainId: number) {
  return [
    { chainId, address: pMango, abi: tokenReadAbi, functionName: 'totalSupply' },
    { chainId, address: usdc, abi: tokenReadAbi, functionName: 'balanceOf', args: [treasury] },
    { chainId, address: multicall3, abi: multicall3ReadAbi, functionName: 'getCurrentBlockTimestamp' },
    { chainId, address: pMango, abi: pMangoReadAbi, functionName: 'paused' },
  ] as const
}

/** The user's own numbers as kit reads on `chainId`: balances, harvestable reward, allowance. */
export function userContracts({ mango, pMango }: StakingAddresses, chainId: number, user: Address) {
  return [
    { chainId, address: mango, abi: tokenReadAbi, functionName: 'balanceOf', args: [user] },
    { chainId, address: pMango, abi: tokenReadAbi, functionName: 'balanceOf', args: [user] },
    { chainId, address: pMango, abi: pMangoReadAbi, functionName: 'harvestableRewards', args: [user] },
    { chainId, address: mango, abi: tokenReadAbi, functionName: 'allowance', args: [user, pMango] },
  ] as const
}

export type PoolContracts = ReturnType<typeof poolContracts>
export type UserContracts = ReturnType<typeof userContracts>

/** What the reads of poolContracts answer, in order (read with `allowFailure: false`). */
export type PoolResults = ReadContractsReturnType<PoolContracts, false>
/** What the reads of userContracts answer, in order (read with `allowFailure: false`). */
export type UserResults = ReadContractsReturnType<UserContracts, false>

/**
 * The screen's state from the answers of poolContracts and userContracts (each absent until
 * read; the user's without a user) and the pause probes (./pausedActions).
 */
export function toStakingState(pool: PoolResults | undefined, user: UserResults | undefined, pausedActions: PausedActions = noPausedActions): StakingState {
  const [totalStaked = 0n, treasuryBalance = 0n, blockTimestamp = 0n, paused = false] = pool ?? []
  const [mangoBalance = 0n, pMangoBalance = 0n, rewards = [], allowance = 0n] = user ?? []
  return { totalStaked, treasuryBalance, blockTimestamp, paused, mangoBalance, pMangoBalance, pendingReward: rewards[0]?.amount ?? 0n, allowance, pausedActions }
}
