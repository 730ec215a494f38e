import type { Address, Client } from 'viem'
import { decodeAddressUintArray, decodeUint256, encodeCall, erc20, type ReadCall, type Reader, readerForClient } from '@porch/kit'
import type { Deployment } from '../config'

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
  /** pMANGO's paused(): while true, plant, unplant and harvest revert. */
  paused: boolean
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
}

export type StakingAddresses = Pick<Deployment, 'mango' | 'pMango' | 'usdc' | 'treasury' | 'multicall3'>

/**
 * Selectors of the staking views read here, precomputed so keccak256 stays out of the first
 * load; test/core/read-selectors.test.ts checks them against viem's toFunctionSelector. Kept
 * out of ./abi on purpose: that module is shared with the lazy write path, so importing
 * anything from it would put all the ABIs in the first-load chunk.
 */
export const stakingSelectors = {
  /** harvestableRewards(address) */
  harvestableRewards: '0x6026377a',
  /** paused() */
  paused: '0x5c975abb',
} as const

/** harvestableRewards(user) -> (address token, uint256 amount)[]. */
export const harvestableRewards = (pMango: Address, user: Address): ReadCall<Array<readonly [Address, bigint]>> => ({
  to: pMango,
  data: encodeCall(stakingSelectors.harvestableRewards, [user]),
  decode: decodeAddressUintArray,
})

/** paused() -> bool (any non-zero word is true). */
export const pausedCall = (pMango: Address): ReadCall<boolean> => ({
  to: pMango,
  data: stakingSelectors.paused,
  decode: (data) => decodeUint256(data) !== 0n,
})

/**
 * Reads the whole staking state. Without a user only the public numbers (total staked,
 * treasury, block time) are read.
 *
 * Every read goes through the Reader, which folds all reads made within 16 ms (these, the
 * connect button's native balance, ...) into ONE Multicall3 aggregate3 eth_call: a refresh
 * is one HTTP request, whichever hook ran first. A viem Client is accepted too (tests, the
 * write path); its reads then go through its own transport. Any failed read fails the
 * whole state, so the screen keeps its last good numbers and shows the error.
 */
export async function readStakingState(source: Reader | Client, addresses: StakingAddresses, user?: Address): Promise<StakingState> {
  const reader = 'read' in source ? source : readerForClient(source)
  const { mango, pMango, usdc, treasury } = addresses
  const publicReads = Promise.all([
    reader.read(erc20.totalSupply(pMango)),
    reader.read(erc20.balanceOf(usdc, treasury)),
    reader.getBlockTimestamp(),
    reader.read(pausedCall(pMango)),
  ])
  const userReads = user
    ? Promise.all([
        reader.read(erc20.balanceOf(mango, user)),
        reader.read(erc20.balanceOf(pMango, user)),
        reader.read(harvestableRewards(pMango, user)),
        reader.read(erc20.allowance(mango, user, pMango)),
      ])
    : undefined
  const [[totalStaked, treasuryBalance, blockTimestamp, paused], personal] = await Promise.all([publicReads, userReads])
  if (!personal) return { ...emptyStakingState, totalStaked, treasuryBalance, blockTimestamp, paused }
  const [mangoBalance, pMangoBalance, rewards, allowance] = personal
  return {
    mangoBalance,
    pMangoBalance,
    totalStaked,
    treasuryBalance,
    pendingReward: rewards[0]?.[1] ?? 0n,
    allowance,
    blockTimestamp,
    paused,
  }
}

/** Query-cache key: changes with the chain and the user, so each gets its own entry. */
export function stakingQueryKey(chainId: number, user: Address | undefined): string {
  return `staking:${chainId}:${user ? user.toLowerCase() : 'public'}`
}
