import type { Address } from 'viem'
import type { Distribution, HistoryEvent } from './events'

export const DAY = 86_400n
/** 365 days: the "per year" of every yield figure. */
export const YEAR = 365n * DAY
/** Yields are per 1,000 MANGO (18 decimals) staked. */
const PER_1000_MANGO = 1000n * 10n ** 18n

/**
 * Your realised yield, in reward-token base units per 1,000 MANGO staked per year:
 *
 *   (harvested + harvestable now) * 1000 * 1e18 * YEAR / sum(balance * seconds held)
 *
 * The denominator is your staked balance integrated over time from your first stake to
 * `now`, from your own Plant and Unplant events; a MANGO staked for half the period counts
 * half. Undefined before anything was staked for a whole second.
 */
export function realisedYield(events: readonly HistoryEvent[], harvestableNow: bigint, now: bigint, rewardToken: Address) {
  let balance = 0n
  let since: bigint | undefined
  let last = 0n
  let stakeSeconds = 0n
  let harvested = 0n
  for (const e of events) {
    if (e.kind === 'harvest') {
      if (e.token?.toLowerCase() === rewardToken.toLowerCase()) harvested += e.amount
      continue
    }
    if (since === undefined) since = e.timestamp
    else stakeSeconds += balance * (e.timestamp - last)
    last = e.timestamp
    balance += e.kind === 'stake' ? e.amount : -e.amount
  }
  if (since !== undefined && now > last) stakeSeconds += balance * (now - last)
  const earned = harvested + harvestableNow
  const value = stakeSeconds > 0n ? (earned * PER_1000_MANGO * YEAR) / stakeSeconds : undefined
  return { value, harvested, earned, since, stakeSeconds }
}

/**
 * The pool's trailing yield over the last `days` days, in reward-token base units per 1,000
 * MANGO staked per year:
 *
 *   sum(A_i) * 1000 * 1e18 * YEAR / sum(S_i * (t_i - t_(i-1)))
 *
 * over consecutive DistributeReward events i in the window (the first one only opens it):
 * each pays A_i for the seconds since the previous one, while S_i pMANGO were staked (every
 * plant and unplant distributes first, so the supply is constant in between). Undefined
 * with fewer than two distributions in the window.
 */
export function poolYield(distributions: readonly Distribution[], now: bigint, days: number) {
  const start = now - BigInt(days) * DAY
  const inWindow = distributions.filter((d) => d.timestamp >= start && d.timestamp <= now)
  let paid = 0n
  let weighted = 0n
  for (let i = 1; i < inWindow.length; i++) {
    const d = inWindow[i]!
    paid += d.amount
    weighted += d.totalSupply * (d.timestamp - inWindow[i - 1]!.timestamp)
  }
  const value = weighted > 0n ? (paid * PER_1000_MANGO * YEAR) / weighted : undefined
  return { value, paid, count: inWindow.length }
}

/** The staked balance after each stake and unstake, and harvested to date after each harvest, oldest first. */
export function balanceSeries(events: readonly HistoryEvent[], rewardToken: Address) {
  let staked = 0n
  let harvested = 0n
  return events.map((e) => {
    if (e.kind === 'stake') staked += e.amount
    else if (e.kind === 'unstake') staked -= e.amount
    else if (e.token?.toLowerCase() === rewardToken.toLowerCase()) harvested += e.amount
    return { timestamp: e.timestamp, staked, harvested }
  })
}
