import { style } from '@vanilla-extract/css'
import { themeVars } from '@porch/kit/theme'

/** Height of one chart, in CSS pixels: its empty state takes the same room, so nothing below moves. */
export const CHART_HEIGHT = 184

/** Size of the axis labels: the page's small text (card.muted is 14), not scaled with the chart's width. */
export const LABEL_SIZE = 13

/** The two charts and the UTC note, with room between them. */
export const charts = style({ display: 'grid', gap: 28, minWidth: 0 })

export const figure = style({ margin: 0, display: 'grid', gap: 8, minWidth: 0 })

/** Measured for its width; the height is fixed. */
export const plot = style({ height: CHART_HEIGHT, minWidth: 0, position: 'relative' })

// Time runs left to right in every language, as the digits of its labels do: the chart's
// geometry stays left-to-right in Arabic and Hebrew, and each label's own text is laid out
// by the bidi algorithm.
export const svg = style({ display: 'block', width: '100%', height: CHART_HEIGHT, direction: 'ltr', overflow: 'visible' })

export const grid = style({ stroke: themeVars.colors.generalBorder, strokeWidth: 1, shapeRendering: 'crispEdges' })

export const baseline = style({ stroke: themeVars.colors.modalTextSecondary, strokeWidth: 1, shapeRendering: 'crispEdges' })

export const line = style({ fill: 'none', stroke: themeVars.colors.accent, strokeWidth: 2.5, strokeLinejoin: 'round' })

export const area = style({ fill: themeVars.colors.accent, fillOpacity: 0.12, stroke: 'none' })

export const dot = style({ fill: themeVars.colors.accent, stroke: themeVars.colors.modalBackground, strokeWidth: 2 })

export const label = style({
  fill: themeVars.colors.modalTextSecondary,
  fontSize: LABEL_SIZE,
  fontFamily: themeVars.fonts.body,
  fontVariantNumeric: 'tabular-nums',
})

export const unit = style([label, { fontWeight: 600 }])

/** The empty state: the chart's own box, with a sentence in place of a flat line. */
export const empty = style({
  height: CHART_HEIGHT,
  boxSizing: 'border-box',
  display: 'grid',
  placeItems: 'center',
  padding: 16,
  textAlign: 'center',
  border: `1px dashed ${themeVars.colors.generalBorder}`,
  borderRadius: 12,
})
