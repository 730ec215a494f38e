/**
 * Reward estimates from the treasury stream (staking-contracts.md): the treasury releases
 * `balance * dt / (1000 * 86400)` per `dt` seconds, about 0.1 % of its balance a day,
 * shared by all pMANGO in proportion to each holder's balance. No price feed is involved.
 */

/** Milliseconds in the stream's denominator: 1000 * 86400 s, in ms. */
const STREAM_DENOMINATOR_MS = 1000n * 86_400n * 1000n
/** Longest stretch we extrapolate over; guards against a badly wrong local clock. */
const MAX_EXTRAPOLATION_MS = 86_400_000

export interface RewardInputs {
  treasuryBalance: bigint
  pMangoBalance: bigint
  totalStaked: bigint
}

/** What the whole pool earns per day: treasuryBalance / 1000. */
export function poolDailyReward(treasuryBalance: bigint): bigint {
  return treasuryBalance / 1000n
}

/** The user's estimated daily reward: treasuryBalance / 1000 * pMANGO / totalStaked (0 with nothing staked). */
export function estimatedDailyReward({ treasuryBalance, pMangoBalance, totalStaked }: RewardInputs): bigint {
  if (totalStaked === 0n || pMangoBalance === 0n) return 0n
  return (treasuryBalance * pMangoBalance) / (1000n * totalStaked)
}

/**
 * The user's harvestable reward at `nowMs`, extrapolated from the on-chain value read at a
 * block with timestamp `blockTimestamp` (seconds): what the stream has added since, times
 * the user's share. harvestableRewards(user) already counts the stream up to that block,
 * so measuring from the block's time (not from when we fetched) adds nothing twice; and on
 * a chain that only mines on demand (the devnet) it is exactly what the next block pays.
 */
export function liveHarvestable(
  pendingReward: bigint,
  blockTimestamp: bigint,
  nowMs: number,
  { treasuryBalance, pMangoBalance, totalStaked }: RewardInputs,
): bigint {
  if (totalStaked === 0n || pMangoBalance === 0n || blockTimestamp === 0n) return pendingReward
  const elapsed = Math.min(Math.max(0, Math.floor(nowMs) - Number(blockTimestamp) * 1000), MAX_EXTRAPOLATION_MS)
  const streamed = (treasuryBalance * BigInt(elapsed)) / STREAM_DENOMINATOR_MS
  // Never extrapolate past the treasury itself.
  const capped = streamed > treasuryBalance ? treasuryBalance : streamed
  return pendingReward + (capped * pMangoBalance) / totalStaked
}

/** The user's share of the pool in basis points of a percent (1 = 0.01 %), for the caption. */
export function shareBasisPoints(pMangoBalance: bigint, totalStaked: bigint): number {
  if (totalStaked === 0n) return 0
  return Number((pMangoBalance * 10_000n) / totalStaked)
}
