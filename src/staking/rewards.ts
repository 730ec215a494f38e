/**
 * Reward estimates from the treasury stream (contracts/RewardTreasury.sol): the treasury releases
 * `balance * dt / (1000 * 86400)` per `dt` seconds, about 0.1 % of its balance a day,
 * shared by all pMANGO in proportion to each holder's balance. No price feed is involved.
 */

/** Milliseconds in the stream's denominator: 1000 * 86400 s, in ms. */
const STREAM_DENOMINATOR_MS = 1000n * 86_400n * 1000n
/** The contract's reward-per-token precision (1e28, contracts/PlantedMango.sol). */
const REWARD_PRECISION = 10n ** 28n
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
 * The user's harvestable reward at `nowMs`, extrapolated from the on-chain value
 * (harvestableRewards(user) read at a block with timestamp `blockTimestamp`, in seconds,
 * and received at `readAtMs`): what the stream has added since, times the user's share.
 *
 * The view already counts the stream up to its block, so we extrapolate from the later of
 * the block time and the time we received it. That never counts a second twice, and a
 * local clock running ahead of the chain cannot inflate the number: at worst it shows a
 * little less than a harvest would pay (a block's worth), never more.
 */
export function liveHarvestable(
  pendingReward: bigint,
  blockTimestamp: bigint,
  readAtMs: number,
  nowMs: number,
  { treasuryBalance, pMangoBalance, totalStaked }: RewardInputs,
): bigint {
  if (totalStaked === 0n || pMangoBalance === 0n || blockTimestamp === 0n) return pendingReward
  const since = Math.max(Number(blockTimestamp) * 1000, readAtMs)
  const elapsed = Math.min(Math.max(0, Math.floor(nowMs - since)), MAX_EXTRAPOLATION_MS)
  const streamed = (treasuryBalance * BigInt(elapsed)) / STREAM_DENOMINATOR_MS
  // Never extrapolate past the treasury itself.
  const capped = streamed > treasuryBalance ? treasuryBalance : streamed
  // Same rounding as the contract (accumulator with precision 1e28, floored twice), so the
  // estimate stays a lower bound down to the last unit.
  const perToken = (capped * REWARD_PRECISION) / totalStaked
  return pendingReward + (pMangoBalance * perToken) / REWARD_PRECISION
}

/** The user's share of the pool in basis points of a percent (1 = 0.01 %), for the caption. */
export function shareBasisPoints(pMangoBalance: bigint, totalStaked: bigint): number {
  if (totalStaked === 0n) return 0
  return Number((pMangoBalance * 10_000n) / totalStaked)
}
