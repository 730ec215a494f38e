import type { StakingState } from './reads'

/**
 * The harvestable figure between two reads, as a floor: never above what
 * `harvestableRewards(user)` returns at the next block, so a Harvest clicked at any frame
 * pays at least the figure on screen.
 *
 * The rule, from the contracts (contracts/RewardTreasury.sol, contracts/PlantedMango.sol):
 * after `s` whole seconds the treasury has streamed at least `floor(B * s / (1000 * 86400))`
 * more (B its balance), the accumulator rises by at least `floor(streamed * 1e28 / S)` (S the
 * pMANGO supply) and the holder of `b` pMANGO earns at least `floor(b * perToken / 1e28)`
 * more: each floor of a sum is at least the sum of the floors, so the contract's own
 * rounding can only pay more than this.
 *
 * The seconds come from the CHAIN's clock: a block's timestamp is never later than the moment
 * it was mined, so `t` ms after the read arrived (page clock, a difference: its offset from the
 * chain's clock cancels), the next block's timestamp is at least the read's block timestamp plus
 * `floor(t / 1000)`. The page clock alone (what `Date.now()` says the time is) is never compared
 * with a block timestamp: a page clock ahead of the chain would count seconds the chain has not
 * had yet.
 */

/** The stream's denominator in seconds: 1000 * 86400 (contracts/RewardTreasury.sol). */
const STREAM_DENOMINATOR = 1000n * 86_400n
/** The contract's reward-per-token precision (1e28, contracts/PlantedMango.sol). */
const REWARD_PRECISION = 10n ** 28n
/** Longest stretch we extrapolate over: past it the figure waits for the next read. */
const MAX_EXTRAPOLATION_S = 86_400

/** One read of the harvestable reward and what it grows with. */
export interface HarvestBase {
  /** harvestableRewards(user)[0] at the read's block. */
  pendingReward: bigint
  pMangoBalance: bigint
  totalStaked: bigint
  treasuryBalance: bigint
  /** Page clock (ms) when the read arrived. */
  seenAt: number
}

/** What the screen keeps: the reads whose floors still hold (at most two), for one account. */
export interface HarvestTrack {
  account: string | undefined
  bases: readonly HarvestBase[]
}

export const emptyHarvestTrack: HarvestTrack = { account: undefined, bases: [] }

/** The floor of one read at page time `nowMs`. */
export function harvestFloor(base: HarvestBase, nowMs: number): bigint {
  const { pendingReward, pMangoBalance, totalStaked, treasuryBalance, seenAt } = base
  if (totalStaked === 0n || pMangoBalance === 0n || treasuryBalance === 0n) return pendingReward
  const seconds = BigInt(Math.min(MAX_EXTRAPOLATION_S, Math.max(0, Math.floor((nowMs - seenAt) / 1000))))
  const streamed = (treasuryBalance * seconds) / STREAM_DENOMINATOR
  const perToken = (streamed * REWARD_PRECISION) / totalStaked
  return pendingReward + (pMangoBalance * perToken) / REWARD_PRECISION
}

/** The figure shown at `nowMs`: the highest floor of the reads that still hold (0 before any read). */
export function harvestFigure(track: HarvestTrack, nowMs: number): bigint {
  let best = 0n
  for (const base of track.bases) {
    const floor = harvestFloor(base, nowMs)
    if (floor > best) best = floor
  }
  return best
}

/**
 * Adds a read. An earlier read still bounds the next block from below while nothing it grows
 * with went its other way: same account, same stake and supply (a plant or unplant changes
 * who earns what), a treasury no smaller, and a harvestable amount that did not drop (a
 * harvest paid it). Then it is kept, so a read of the same block again (a chain with no new block
 * since) never pulls the figure back; otherwise (a harvest, a stake, a reorganisation) the new
 * read alone counts, and the figure moves to it in one step, never through the values between.
 */
export function addHarvestRead(track: HarvestTrack, account: string | undefined, base: HarvestBase, nowMs: number): HarvestTrack {
  if (account !== track.account) return { account, bases: [base] }
  const holds = (old: HarvestBase) =>
    old.pMangoBalance === base.pMangoBalance && old.totalStaked === base.totalStaked && old.treasuryBalance <= base.treasuryBalance && old.pendingReward <= base.pendingReward
  const kept = track.bases.filter(holds)
  // Of the older reads, the one highest now; with the new one that is all a maximum needs
  // while their rates are equal (same stake, supply) or the new one's is higher (a bigger treasury).
  const older = kept.reduce<HarvestBase | undefined>((a, b) => (a === undefined || harvestFloor(b, nowMs) > harvestFloor(a, nowMs) ? b : a), undefined)
  return { account, bases: older && harvestFloor(older, nowMs) > harvestFloor(base, nowMs) ? [older, base] : [base] }
}

/** A read's base from the screen's state and when the user's numbers arrived. */
export function harvestBase(state: StakingState, seenAt: number): HarvestBase {
  const { pendingReward, pMangoBalance, totalStaked, treasuryBalance } = state
  return { pendingReward, pMangoBalance, totalStaked, treasuryBalance, seenAt }
}
