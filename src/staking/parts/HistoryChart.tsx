import { useId } from 'react'
import { visuallyHidden } from '@porch/kit/theme'
import { useLocale } from '@porch/kit/react'
import { tokens } from '../../config'
import type { HistoryEvent } from '../../history/events'
import { balanceSeries } from '../../history/yield'
import { formatDisplay } from '../amount'
import * as card from './card.css'
import { timeDomain } from './chartTime'
import { valueAxis } from './chartValues'
import * as css from './HistoryChart.css'
import { gutterWidth, StepChart } from './StepChart'
import { formatUtcDate } from '../../i18n/dates'
import { useSiteMessages } from '../../i18n/catalogue'
import { history } from '../../i18n/en/history'

export interface HistoryChartProps {
  /** Oldest first. */
  events: HistoryEvent[]
  /** The id of the container, for the Show chart button's aria-controls. */
  id?: string
}

/**
 * Your staked balance and USDC harvested to date over time: two hand-drawn SVG step
 * charts (no chart library), coloured from the theme so they read in light and dark, and
 * the same numbers as a table for screen readers, which both charts name as their
 * description.
 */
export function HistoryChart({ events, id }: HistoryChartProps) {
  const t = useSiteMessages('history', history)
  const locale = useLocale()
  const tableId = useId()
  const series = balanceSeries(events, tokens.usdc.address)
  const first = Number(series[0]?.timestamp ?? 0n)
  const last = Number(series.at(-1)?.timestamp ?? 0n)
  const domain = timeDomain(first, last, Math.floor(Date.now() / 1000))
  const most = (pick: (p: (typeof series)[number]) => bigint) => series.reduce((m, p) => (pick(p) > m ? pick(p) : m), 0n)
  const stakedAxis = valueAxis(most((p) => p.staked), tokens.mango, locale)
  const harvestedAxis = valueAxis(most((p) => p.harvested), tokens.usdc, locale)
  const left = gutterWidth([stakedAxis, harvestedAxis])
  return (
    <div id={id} className={css.charts} data-testid="history-chart">
      <StepChart
        title={t('stakedSymbol', { symbol: tokens.mango.symbol })}
        emptyText={t('noStakes', { symbol: tokens.mango.symbol })}
        points={series.map((p) => [Number(p.timestamp), p.staked] as const)}
        domain={domain}
        values={stakedAxis}
        left={left}
        describedBy={tableId}
        testId="history-chart-staked"
      />
      <StepChart
        title={t('harvestedSymbol', { symbol: tokens.usdc.symbol })}
        emptyText={t('noHarvests', { symbol: tokens.usdc.symbol })}
        points={series.map((p) => [Number(p.timestamp), p.harvested] as const)}
        domain={domain}
        values={harvestedAxis}
        left={left}
        describedBy={tableId}
        testId="history-chart-harvested"
      />
      <p className={card.muted}>{t('chartUtc')}</p>
      {/* Hidden by its wrapper: a table is never narrower than its content, so hidden itself it
          would stretch the page (sideways scrolling on a phone, in right-to-left languages). */}
      <div className={visuallyHidden}>
        <table id={tableId}>
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
    </div>
  )
}
