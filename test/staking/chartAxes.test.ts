/**
 * The history charts' axes: round amounts with the token's unit, dates whose granularity
 * follows the span, and never two equal labels on one axis, from a minute to decades.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { MIN_SPAN, timeAxis, timeDomain } from '../../src/staking/parts/chartTime'
import { valueAxis } from '../../src/staking/parts/chartValues'
import { numberSupport } from '../../src/i18n/numbers'

const MANGO = { decimals: 18, symbol: 'MANGO' }
const USDC = { decimals: 6, symbol: 'USDC' }
const units = (text: string, decimals: number) => {
  const [int = '0', frac = ''] = text.split('.')
  return BigInt(int + frac.padEnd(decimals, '0'))
}
/** A tick value is 1, 2 or 5 x 10^n base units, times an integer: its step is round. */
const isRoundStep = (step: bigint) => /^[125]0*$/.test(step.toString())

describe('valueAxis', () => {
  beforeAll(() => Promise.all((['de', 'ar', 'hi'] as const).map((l) => numberSupport.load(l))))

  it('counts in round steps from 0 to the first step at or above the largest value', () => {
    expect(valueAxis(units('150', 18), MANGO, 'en')?.ticks.map((t) => t.label)).toEqual(['0', '50', '100', '150'])
    expect(valueAxis(units('151', 18), MANGO, 'en')?.ticks.map((t) => t.label)).toEqual(['0', '50', '100', '150', '200'])
    expect(valueAxis(units('201', 18), MANGO, 'en')?.ticks.map((t) => t.label)).toEqual(['0', '100', '200', '300'])
    expect(valueAxis(units('1788.133', 6), USDC, 'en')?.ticks.map((t) => t.label)).toEqual(['0', '500', '1,000', '1,500', '2,000'])
    expect(valueAxis(units('0.031248', 6), USDC, 'en')?.ticks.map((t) => t.label)).toEqual(['0', '0.01', '0.02', '0.03', '0.04'])
    expect(valueAxis(units('1000000', 18), MANGO, 'en')?.ticks.map((t) => t.label)).toEqual(['0', '500,000', '1,000,000'])
    // The smallest amount there is: one base unit, a step no finer than that.
    expect(valueAxis(1n, USDC, 'en')?.ticks.map((t) => t.label)).toEqual(['0', '0.000001'])
  })

  it('has its unit, and nothing to draw at 0', () => {
    expect(valueAxis(units('5', 18), MANGO, 'en')?.unit).toBe('MANGO')
    expect(valueAxis(units('5', 6), USDC, 'en')?.unit).toBe('USDC')
    expect(valueAxis(0n, USDC, 'en')).toBeUndefined()
  })

  it('never repeats a label and always steps roundly, whatever the amount and the locale', () => {
    for (const locale of ['en', 'de', 'ar', 'hi'])
      for (const token of [MANGO, USDC])
        for (let exponent = 0; exponent <= token.decimals + 9; exponent++)
          for (const lead of [1n, 13n, 2n, 35n, 7n, 99n]) {
            const max = lead * 10n ** BigInt(exponent)
            const axis = valueAxis(max, token, locale)!
            const labels = axis.ticks.map((t) => t.label)
            expect(new Set(labels).size, `${locale} ${max}: ${labels.join(' | ')}`).toBe(labels.length)
            expect(axis.ticks.length).toBeGreaterThanOrEqual(2)
            expect(axis.ticks.length).toBeLessThanOrEqual(5)
            expect(axis.top).toBeGreaterThanOrEqual(max)
            const step = axis.ticks[1]!.value
            expect(isRoundStep(step), `step ${step}`).toBe(true)
            expect(axis.ticks.every((t, i) => t.value === BigInt(i) * step)).toBe(true)
            expect(labels.some((l) => l.startsWith('<')), labels.join(' | ')).toBe(false)
          }
  })
})

const DAY = 86_400
const START = Date.UTC(2026, 10, 27, 19, 16, 0) / 1000
const axis = (span: number, width = 600, locale = 'en') => timeAxis(START, START + span, locale, { width, charWidth: 8, maxTicks: Math.min(8, Math.floor(width / 90)) })
const labels = (span: number, width?: number, locale?: string) => axis(span, width, locale).ticks.map((t) => t.label)

describe('timeAxis', () => {
  it('picks times within a day, days within weeks, months within years', () => {
    expect(axis(MIN_SPAN).unit).toBe('minute')
    expect(labels(MIN_SPAN)).toEqual(['19:20', '19:30', '19:40', '19:50', '20:00', '20:10'])
    expect(axis(12 * 3600).unit).toBe('hour')
    expect(labels(12 * 3600)).toEqual(['20:00', '22:00', 'Nov 28', '02:00', '04:00', '06:00'])
    // Over more than a day, a time names its day: '12:00' alone would be there twice.
    expect(labels(2 * DAY, 880)).toEqual(['Nov 28', 'Nov 28 12:00', 'Nov 29', 'Nov 29 12:00'])
    expect(axis(18 * DAY).unit).toBe('day')
    expect(labels(18 * DAY).every((l) => /^(Nov|Dec) \d+$/.test(l))).toBe(true)
    expect(axis(400 * DAY).unit).toBe('month')
    expect(labels(400 * DAY)).toEqual(['Jan 2027', 'Apr 2027', 'Jul 2027', 'Oct 2027', 'Jan 2028'])
    expect(axis(30 * 365 * DAY).unit).toBe('year')
  })

  it('never repeats a label, from a minute to decades, on a phone and a wide screen, in any script', () => {
    const spans = [60, 5 * 60, 45 * 60, 3600, 5 * 3600, 23 * 3600, DAY, 26 * 3600, 2 * DAY, 3 * DAY, 6 * DAY, 10 * DAY, 40 * DAY, 100 * DAY, 200 * DAY, 365 * DAY, 500 * DAY, 3 * 365 * DAY, 12 * 365 * DAY, 80 * 365 * DAY]
    for (const locale of ['en', 'de', 'ar', 'ja', 'hi'])
      for (const width of [260, 320, 600, 900])
        for (const span of spans)
          for (const start of [START, START + 11 * 3600 + 17 * 60, Date.UTC(2026, 11, 31, 23, 0) / 1000]) {
            const ticks = timeAxis(start, start + span, locale, { width, charWidth: 8, maxTicks: Math.max(2, Math.min(8, Math.floor(width / 90))) }).ticks
            const text = ticks.map((t) => t.label)
            expect(new Set(text).size, `${locale} ${width}px ${span}s: ${text.join(' | ')}`).toBe(text.length)
            expect(ticks.length).toBeGreaterThanOrEqual(1)
            // In the span, in order.
            expect(ticks.every((t, i) => t.value >= start && t.value <= start + span && (i === 0 || t.value > ticks[i - 1]!.value))).toBe(true)
          }
  })

  it('keeps labels apart: fewer ticks on a phone than on a wide screen', () => {
    expect(labels(18 * DAY, 300).length).toBeLessThan(labels(18 * DAY, 900).length)
    for (const width of [300, 900]) {
      const ticks = axis(18 * DAY, width).ticks
      const x = (t: number) => ((t - START) / (18 * DAY)) * width
      for (let i = 1; i < ticks.length; i++) expect(x(ticks[i]!.value) - x(ticks[i - 1]!.value)).toBeGreaterThan(8 * 6 + 16)
    }
  })

  it('names days and months in the reader’s language, in UTC', () => {
    expect(labels(18 * DAY, 600, 'de').every((l) => /^\d+\. (Nov|Dez)\.?$/.test(l))).toBe(true)
    expect(labels(400 * DAY, 600, 'ar')[0]).toMatch(/يناير/)
  })
})

describe('timeDomain', () => {
  it('one event, or events in the same second: an hour up to now, the step with room on its left', () => {
    expect(timeDomain(START, START, START + 2)).toEqual({ start: START + 2 - MIN_SPAN, end: START + 2 })
  })

  it('starts a little before the first event and ends now, or at the last event when the chain is ahead', () => {
    const d = timeDomain(START, START + 10 * DAY, START + 12 * DAY)
    expect(d.end).toBe(START + 12 * DAY)
    expect(d.start).toBeLessThan(START)
    expect(d.start).toBeGreaterThan(START - DAY)
    expect(timeDomain(START, START + 10 * DAY, START).end).toBe(START + 10 * DAY)
  })
})
