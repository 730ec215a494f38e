import { formatDisplay } from '../amount'

/** One labelled tick of an axis. */
export interface Tick<V> {
  value: V
  label: string
}

export interface ValueAxis {
  /** From 0 up, one round step apart. */
  ticks: Tick<bigint>[]
  /** The last tick's value: the top of the chart. */
  top: bigint
  /** The token's symbol. */
  unit: string
}

/**
 * The amount axis of a history chart: from 0 up to the first multiple of a round step
 * (1, 2 or 5 x 10^n base units) at or above `max`, with at most `maxIntervals` steps.
 * Labels show as many decimals as the step needs and no more, so no two are equal; the
 * unit is the token's symbol. Exact in bigint: 0.1 + 0.2 never shows as 0.30000000000000004.
 * Undefined when `max` is 0 or less: there is nothing to draw (the chart's empty state).
 */
export function valueAxis(max: bigint, token: { decimals: number; symbol: string }, locale: string, maxIntervals = 4): ValueAxis | undefined {
  if (max <= 0n) return undefined
  const step = roundStep(max, maxIntervals)
  const top = ceilDiv(max, step.size) * step.size
  // Decimals the step needs: a step of 5 x 10^2 base units of a 6-decimal token is 0.0005.
  const fraction = Math.max(0, token.decimals - step.exponent)
  const ticks: Tick<bigint>[] = []
  for (let v = 0n; v <= top; v += step.size) ticks.push({ value: v, label: formatDisplay(v, token.decimals, fraction, locale) })
  return { ticks, top, unit: token.symbol }
}

/** The smallest 1, 2 or 5 x 10^n (n >= 0: a base unit is indivisible) that covers `max` in `maxIntervals` steps. */
function roundStep(max: bigint, maxIntervals: number): { size: bigint; exponent: number } {
  const intervals = BigInt(Math.max(1, Math.floor(maxIntervals)))
  for (let exponent = 0, power = 1n; ; exponent++, power *= 10n) {
    for (const m of [1n, 2n, 5n]) {
      const size = m * power
      if (ceilDiv(max, size) <= intervals) return { size, exponent }
    }
  }
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b
