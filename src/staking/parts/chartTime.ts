import { formatAxisTime, type TimeUnit } from '../../i18n/dates'
import type { Tick } from './chartValues'

const MINUTE = 60
const HOUR = 3600
const DAY = 86_400

/** The shortest stretch of time a chart shows: an event a second ago still has room to its left. */
export const MIN_SPAN = HOUR

/**
 * The time a history chart covers, in seconds: from a little before the first event (so the
 * rise from nothing shows) to now, or to the last event when the chain's clock is ahead of
 * this computer's; at least MIN_SPAN, so one event, or several in the same second, draw as a
 * step with room on both sides rather than a line squeezed against an edge.
 */
export function timeDomain(first: number, last: number, now: number): { start: number; end: number } {
  const end = Math.max(now, last)
  const span = end - first
  if (span < MIN_SPAN) return { start: end - MIN_SPAN, end }
  return { start: first - span * 0.04, end }
}

/** Candidate steps, finest first: minutes, hours, days, months, years. */
const STEPS: ReadonlyArray<{ unit: TimeUnit; n: number }> = [
  ...[1, 2, 5, 10, 15, 30].map((n) => ({ unit: 'minute' as const, n })),
  ...[1, 2, 3, 6, 12].map((n) => ({ unit: 'hour' as const, n })),
  ...[1, 2, 3, 4, 7, 14].map((n) => ({ unit: 'day' as const, n })),
  ...[1, 2, 3, 6].map((n) => ({ unit: 'month' as const, n })),
  ...[1, 2, 5, 10, 20, 50, 100, 200, 500, 1000].map((n) => ({ unit: 'year' as const, n })),
]

const APPROX_SECONDS: Record<TimeUnit, number> = { minute: MINUTE, hour: HOUR, day: DAY, month: 30.44 * DAY, year: 365.25 * DAY }

export interface TimeAxisOptions {
  /** Width of the plot in CSS pixels. */
  width: number
  /** Estimated width of one character of a label, in pixels (about 0.6 of the font size). */
  charWidth: number
  /** At most this many ticks, however wide the plot. */
  maxTicks?: number
  /** Least room between two labels, in pixels. */
  gap?: number
}

/**
 * The time axis of a history chart: the finest round step (minutes, hours, days, months,
 * years: the span decides) whose labels fit side by side in `width` and are all different.
 * A label reads at its unit ('14:30', 'Dec 5', 'Dec 2026', '2026'); a tick at midnight of a
 * time-of-day axis names the day instead, so a span across midnight says where the day
 * changes, and over more than a day every time names its day. Times are UTC, like the
 * history table.
 */
export function timeAxis(start: number, end: number, locale: string, options: TimeAxisOptions): { ticks: Tick<number>[]; unit: TimeUnit } {
  const { width, charWidth, maxTicks = 8, gap = 16 } = options
  const span = Math.max(1, end - start)
  const x = (t: number) => ((t - start) / span) * width
  let fallback: { ticks: Tick<number>[]; unit: TimeUnit } | undefined
  for (const step of STEPS) {
    if (span / (APPROX_SECONDS[step.unit] * step.n) > maxTicks + 1) continue
    const at = stepTicks(start, end, step.unit, step.n)
    if (at.length === 0 || at.length > maxTicks) continue
    // Times of day repeat after a day: then each names its day too ('Dec 5 06:00').
    for (const withDay of step.unit === 'minute' || step.unit === 'hour' ? [false, true] : [false]) {
      const ticks = at.map((t) => ({ value: t, label: tickLabel(t, locale, step.unit, withDay) }))
      if (new Set(ticks.map((t) => t.label)).size !== ticks.length) continue
      const fits = ticks.every((t, i) => i === 0 || x(t.value) - x(ticks[i - 1]!.value) >= ((t.label.length + ticks[i - 1]!.label.length) / 2) * charWidth + gap)
      if (!fits) break
      if (ticks.length >= 2) return { ticks, unit: step.unit }
      fallback ??= { ticks, unit: step.unit }
    }
  }
  // A plot too narrow for two labels: one, or the span's start alone.
  return fallback ?? { ticks: [{ value: start, label: formatAxisTime(start, locale, 'day') }], unit: 'day' }
}

/** A time-of-day tick at 00:00 UTC names its day alone. */
function tickLabel(t: number, locale: string, unit: TimeUnit, withDay: boolean): string {
  if ((unit === 'minute' || unit === 'hour') && t % DAY === 0) return formatAxisTime(t, locale, 'day')
  return formatAxisTime(t, locale, unit, withDay)
}

/** Every multiple of the step in [start, end], aligned in UTC: to the hour, midnight, the 1st of a month, a year. */
function stepTicks(start: number, end: number, unit: TimeUnit, n: number): number[] {
  const ticks: number[] = []
  if (unit === 'month' || unit === 'year') {
    const from = new Date(start * 1000)
    const months = unit === 'year' ? 12 * n : n
    // Months since year 0, rounded up to the step's multiple: 3 months are Jan, Apr, Jul, Oct.
    let index = Math.ceil((from.getUTCFullYear() * 12 + from.getUTCMonth()) / months) * months
    for (;; index += months) {
      const t = Date.UTC(Math.floor(index / 12), index % 12, 1) / 1000
      if (t < start) continue
      if (t > end) return ticks
      ticks.push(t)
    }
  }
  const size = APPROX_SECONDS[unit] * n
  for (let t = Math.ceil(start / size) * size; t <= end; t += size) ticks.push(t)
  return ticks
}
