import { useLayoutEffect, useState } from 'react'
import { useLocale } from '@porch/kit/react'
import * as card from './card.css'
import { timeAxis } from './chartTime'
import type { ValueAxis } from './chartValues'
import * as css from './HistoryChart.css'

export interface StepChartProps {
  /** The visible title; also the chart's accessible name. */
  title: string
  /** Shown in the chart's box when every value is 0. */
  emptyText: string
  /** The values after each event, oldest first (seconds, base units). */
  points: ReadonlyArray<readonly [number, bigint]>
  /** The time the chart covers, in seconds (timeDomain). */
  domain: { start: number; end: number }
  /** The amounts' axis (valueAxis); none when every value is 0. */
  values: ValueAxis | undefined
  /** Room for the amounts' labels, in pixels (gutterWidth): the same for charts shown together, so their dates line up. */
  left: number
  /** The id of the table that holds the same numbers (the chart's text alternative). */
  describedBy: string
  testId: string
}

// Room around the plot, in CSS pixels: a row for the unit above, a row for the dates below.
const TOP = 28
const BOTTOM = 30
const RIGHT = 8
const CHAR = css.LABEL_SIZE * 0.62

/** Room for the longest amount label of any of these axes, in pixels. */
export function gutterWidth(axes: ReadonlyArray<ValueAxis | undefined>): number {
  const longest = Math.max(1, ...axes.flatMap((axis) => axis?.ticks.map((t) => t.label.length) ?? []))
  return Math.ceil(longest * CHAR) + 10
}

/**
 * One step chart in SVG, drawn at the pixel size it is shown at (labels stay at the page's
 * text size on a phone and on a wide screen): round amounts up the side with the token's
 * symbol, dates along the bottom, a dot at each event. Nothing but 0 to show: a sentence
 * in a box of the same size.
 */
export function StepChart({ title, emptyText, points, domain, values, left, describedBy, testId }: StepChartProps) {
  const locale = useLocale()
  const [plot, setPlot] = useState<HTMLDivElement | null>(null)
  const width = useWidth(plot)
  const captionId = `${describedBy}-${testId}`
  if (!values) {
    return (
      <figure className={css.figure} data-testid={testId}>
        <figcaption id={captionId} className={card.muted}>
          {title}
        </figcaption>
        <div className={css.empty} data-testid="history-chart-empty">
          <p className={card.muted}>{emptyText}</p>
        </div>
      </figure>
    )
  }
  const plotWidth = Math.max(0, width - left - RIGHT)
  const bottom = css.CHART_HEIGHT - BOTTOM
  const span = Math.max(1, domain.end - domain.start)
  const x = (t: number) => left + ((t - domain.start) / span) * plotWidth
  // Floating point only for drawing; every number shown comes from the exact values.
  const y = (v: bigint) => bottom - (Number((v * 1_000_000n) / values.top) / 1_000_000) * (bottom - TOP)
  const time = plotWidth > 0 ? timeAxis(domain.start, domain.end, locale, { width: plotWidth, charWidth: CHAR, maxTicks: Math.max(2, Math.min(8, Math.floor(plotWidth / 90))) }) : undefined

  let line = `M${x(domain.start).toFixed(1)},${y(0n).toFixed(1)}`
  for (const [t, v] of points) line += `H${x(t).toFixed(1)}V${y(v).toFixed(1)}`
  line += `H${x(domain.end).toFixed(1)}`
  const area = `${line}V${bottom}H${x(domain.start).toFixed(1)}Z`
  // A dot where this chart's value changed: a harvest leaves the staked line without one.
  const changes = points.filter(([, v], i) => v !== (i === 0 ? 0n : points[i - 1]![1]))

  return (
    <figure className={css.figure} data-testid={testId}>
      <figcaption id={captionId} className={card.muted}>
        {title}
      </figcaption>
      <div ref={setPlot} className={css.plot}>
        {width > 0 ? (
          <svg className={css.svg} width={width} height={css.CHART_HEIGHT} role="img" aria-labelledby={captionId} aria-describedby={describedBy}>
            <text className={css.unit} x={0} y={12} data-axis="unit">
              {values.unit}
            </text>
            {values.ticks.map((tick) => (
              <g key={tick.label}>
                <line className={tick.value === 0n ? css.baseline : css.grid} x1={left} x2={width - RIGHT} y1={Math.round(y(tick.value)) + 0.5} y2={Math.round(y(tick.value)) + 0.5} />
                <text className={css.label} x={left - 6} y={y(tick.value)} dominantBaseline="middle" textAnchor="end" data-axis="value">
                  {tick.label}
                </text>
              </g>
            ))}
            {time?.ticks.map((tick) => {
              const half = (tick.label.length * CHAR) / 2
              const at = x(tick.value)
              // Centred under its tick, unless that would cut it off at an edge of the chart.
              const [anchor, lx] = at - half < 0 ? (['start', 0] as const) : at + half > width ? (['end', width] as const) : (['middle', at] as const)
              return (
                <g key={tick.value}>
                  <line className={css.grid} x1={at} x2={at} y1={bottom} y2={bottom + 5} />
                  <text className={css.label} x={lx} y={css.CHART_HEIGHT - 8} textAnchor={anchor} data-axis="time">
                    {tick.label}
                  </text>
                </g>
              )
            })}
            <path className={css.area} d={area} />
            <path className={css.line} d={line} />
            {changes.map(([t, v], i) => (
              <circle key={i} className={css.dot} cx={x(t)} cy={y(v)} r={4} />
            ))}
          </svg>
        ) : null}
      </div>
    </figure>
  )
}

/** The element's width in CSS pixels, measured before paint and kept up to date (0 while there is none). */
function useWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    if (!element) return
    setWidth(element.clientWidth)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setWidth(element.clientWidth))
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return width
}
