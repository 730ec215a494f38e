import type { StakingState } from './reads'

export { clockNow, subscribeClock } from './pageClock'

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
 *
 * That holds only on a chain whose clock runs: a chain that mints blocks on a clock standing
 * still (a test node with a frozen clock) or far behind would pay less than the seconds
 * counted. So nothing is extrapolated until two reads at different blocks have shown the
 * chain's timestamps moving at the page's pace (within CLOCK_SLACK_S); before that (and
 * always on such a chain) the figure is the last read, exactly.
 */

/** The stream's denominator in seconds: 1000 * 86400 (contracts/RewardTreasury.sol). */
const STREAM_DENOMINATOR = 1000n * 86_400n
/** The contract's reward-per-token precision (1e28, contracts/PlantedMango.sol). */
const REWARD_PRECISION = 10n ** 28n
/** Longest stretch we extrapolate over: past it the figure waits for the next read. */
const MAX_EXTRAPOLATION_S = 86_400

/** How far apart (s) the chain's and the page's elapsed times may be for the chain's clock to count as running. */
const CLOCK_SLACK_S = 2

/** One read of the harvestable reward and what it grows with. */
export interface HarvestBase {
  /** harvestableRewards(user)[0] at the read's block. */
  pendingReward: bigint
  pMangoBalance: bigint
  totalStaked: bigint
  treasuryBalance: bigint
  /** Timestamp (s) of the block the numbers were read at. */
  blockTimestamp: bigint
  /** Page clock (ms) when the read arrived. */
  seenAt: number
}

/** What the screen keeps: the reads whose floors still hold (at most two), for one account. */
export interface HarvestTrack {
  account: string | undefined
  bases: readonly HarvestBase[]
  /** Two reads have shown the chain's clock running at the page's pace: the figure may grow between reads. */
  running: boolean
  /** The latest block time read and when it was first seen, to judge the next one's. */
  last?: { blockTimestamp: bigint; seenAt: number }
}

export const emptyHarvestTrack: HarvestTrack = { account: undefined, bases: [], running: false }

/** The floor of one read at page time `nowMs` (the read itself unless the chain's clock is known to run). */
export function harvestFloor(base: HarvestBase, nowMs: number, running = true): bigint {
  const { pendingReward, pMangoBalance, totalStaked, treasuryBalance, seenAt } = base
  if (!running || totalStaked === 0n || pMangoBalance === 0n || treasuryBalance === 0n) return pendingReward
  const seconds = BigInt(Math.min(MAX_EXTRAPOLATION_S, Math.max(0, Math.floor((nowMs - seenAt) / 1000))))
  const streamed = (treasuryBalance * seconds) / STREAM_DENOMINATOR
  const perToken = (streamed * REWARD_PRECISION) / totalStaked
  return pendingReward + (pMangoBalance * perToken) / REWARD_PRECISION
}

/** The figure shown at `nowMs`: the highest floor of the reads that still hold (0 before any read). */
export function harvestFigure(track: HarvestTrack, nowMs: number): bigint {
  let best = 0n
  for (const base of track.bases) {
    const floor = harvestFloor(base, nowMs, track.running)
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
  // The chain's clock is the chain's, whoever is shown. When each block time was first seen:
  // a block read again later says nothing new of the clock.
  const seen = { blockTimestamp: base.blockTimestamp, seenAt: base.seenAt }
  const running = track.running || (track.last !== undefined && clockRuns(track.last, seen))
  const last = track.last?.blockTimestamp === base.blockTimestamp ? track.last : seen
  if (account !== track.account) return { account, bases: [base], running, last }
  const holds = (old: HarvestBase) =>
    old.pMangoBalance === base.pMangoBalance && old.totalStaked === base.totalStaked && old.treasuryBalance <= base.treasuryBalance && old.pendingReward <= base.pendingReward
  const kept = track.bases.filter(holds)
  // Of the older reads, the one highest now; with the new one that is all a maximum needs
  // while their rates are equal (same stake, supply) or the new one's is higher (a bigger treasury).
  const floor = (b: HarvestBase) => harvestFloor(b, nowMs, running)
  const older = kept.reduce<HarvestBase | undefined>((a, b) => (a === undefined || floor(b) > floor(a) ? b : a), undefined)
  return { account, bases: older && floor(older) > floor(base) ? [older, base] : [base], running, last }
}

/** A later block whose timestamp moved as far as the page's clock did between the two reads (not a clock standing still, not a jump). */
function clockRuns(before: { blockTimestamp: bigint; seenAt: number }, after: { blockTimestamp: bigint; seenAt: number }): boolean {
  if (after.blockTimestamp <= before.blockTimestamp) return false
  const chain = Number(after.blockTimestamp - before.blockTimestamp)
  const page = (after.seenAt - before.seenAt) / 1000
  return Math.abs(chain - page) <= CLOCK_SLACK_S
}

/** A read's base from the screen's state and when the user's numbers arrived. */
export function harvestBase(state: StakingState, seenAt: number): HarvestBase {
  const { pendingReward, pMangoBalance, totalStaked, treasuryBalance, blockTimestamp } = state
  return { pendingReward, pMangoBalance, totalStaked, treasuryBalance, blockTimestamp, seenAt }
}
