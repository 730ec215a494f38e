import { visuallyHidden } from '@porch/kit/theme'
import { tokens } from '../../config'
import type { HistoryEvent } from '../../history/events'
import { balanceSeries } from '../../history/yield'
import { formatDisplay } from '../amount'
import * as card from './card.css'
import * as css from './HistoryChart.css'
import { useLocale } from '@porch/kit/react'
import { formatUtcDate } from '../../i18n/dates'
import { useSiteMessages } from '../../i18n/catalogue'
import { history } from '../../i18n/en/history'

export interface HistoryChartProps {
  /** Oldest first. */
  events: HistoryEvent[]
}

const W = 600
const H = 150
const PAD = { left: 8, right: 8, top: 22, bottom: 22 }

/**
 * Your staked balance and USDC harvested to date over time: two hand-drawn SVG step
 * charts (no chart library), coloured from the theme so they read in light and dark, and
 * the same numbers as a table for screen readers.
 */
export function HistoryChart({ events }: HistoryChartProps) {
  const t = useSiteMessages('history', history)
  const locale = useLocale()
  const series = balanceSeries(events, tokens.usdc.address)
  const now = BigInt(Math.floor(Date.now() / 1000))
  const last = series.at(-1)
  const points = last ? [...series, { ...last, timestamp: now > last.timestamp ? now : last.timestamp }] : []
  return (
    <div data-testid="history-chart">
      <StepChart title={t('stakedSymbol', { symbol: tokens.mango.symbol })} className={css.staked} points={points.map((p) => [p.timestamp, p.staked])} decimals={tokens.mango.decimals} />
      <StepChart title={t('harvestedSymbol', { symbol: tokens.usdc.symbol })} className={css.harvested} points={points.map((p) => [p.timestamp, p.harvested])} decimals={tokens.usdc.decimals} />
      <table className={visuallyHidden}>
        <caption>{t('chartCaption', { symbol: tokens.usdc.symbol })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('date')}</th>
            <th scope="col">{t('stakedSymbol', { symbol: tokens.mango.symbol })}</th>
            <th scope="col">{t('harvestedColumn', { symbol: tokens.usdc.symbol })}</th>
          </tr>
        </thead>
        <tbody>
          {series.map((p, i) => (
            <tr key={i}>
              <td>{formatUtcDate(p.timestamp, locale, true)}</td>
              <td>{formatDisplay(p.staked, tokens.mango.decimals, 4, locale)}</td>
              <td>{formatDisplay(p.harvested, tokens.usdc.decimals, 6, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function StepChart({ title, className, points, decimals }: { title: string; className: string; points: Array<[bigint, bigint]>; decimals: number }) {
  const t = useSiteMessages('history', history)
  const locale = useLocale()
  const t0 = points[0]?.[0] ?? 0n
  const t1 = points.at(-1)?.[0] ?? 1n
  const max = points.reduce((m, [, v]) => (v > m ? v : m), 0n)
  const span = t1 > t0 ? Number(t1 - t0) : 1
  const x = (t: bigint) => PAD.left + (Number(t - t0) / span) * (W - PAD.left - PAD.right)
  // Scale in floating point only for drawing; the numbers shown come from the exact values.
  const y = (v: bigint) => H - PAD.bottom - (max > 0n ? Number((v * 10_000n) / max) / 10_000 : 0) * (H - PAD.top - PAD.bottom)
  let d = ''
  points.forEach(([t, v], i) => {
    d += i === 0 ? `M${x(t).toFixed(1)},${y(v).toFixed(1)}` : `H${x(t).toFixed(1)}V${y(v).toFixed(1)}`
  })
  return (
    <figure className={css.figure}>
      <figcaption className={card.muted}>{title}</figcaption>
      <svg className={css.svg} viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false">
        <line className={css.axis} x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} />
        <path className={className} d={d} />
        <text className={css.label} x={PAD.left} y={14}>
          {t('max', { value: formatDisplay(max, decimals, 2, locale) })}
        </text>
        <text className={css.label} x={PAD.left} y={H - 4}>
          {formatUtcDate(t0, locale, false)}
        </text>
        <text className={css.label} x={W - PAD.right} y={H - 4} textAnchor="end">
          {formatUtcDate(t1, locale, false)}
        </text>
      </svg>
    </figure>
  )
}
