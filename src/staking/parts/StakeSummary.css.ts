import { style } from '@vanilla-extract/css'
import { themeVars } from '@porch/kit/theme'

export const summary = style({
  margin: 0,
  display: 'grid',
  gap: 4,
  padding: '10px 12px',
  borderRadius: 12,
  background: themeVars.colors.actionButtonSecondaryBackground,
  fontSize: 14,
})

export const list = style({ margin: 0, display: 'grid', gap: 4 })

// A <div> around each dt/dd pair is valid HTML inside a <dl>. A row is a small table's row:
// the term at the start, the value at the end; a value that does not fit beside its term
// takes the next line, still at the end (margin-inline-start: auto), rather than breaking.
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 12 })

/** The row that ends the give/get pair: a rule under it sets the exchange apart from the rest. */
export const exchangeEnd = style({ paddingBottom: 6, marginBottom: 2, borderBottom: `1px solid ${themeVars.colors.generalBorder}` })

export const term = style({ flex: '0 1 auto', minWidth: 0, color: themeVars.colors.modalTextSecondary })

const value = {
  // `${row} > &`: the screen's `dd { margin: 0 }` (StakingScreen.css) is more specific than a class.
  selectors: { [`${row} > &`]: { marginInlineStart: 'auto' } },
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
} as const

/** A value in words (the confirmations, a fee that could not be estimated): wraps like text. */
export const text = style({ ...value, flex: '0 1 auto', minWidth: 0 })

/**
 * A value that is one number with its unit: never shrinks, so it stays on one line (its own
 * line when the term leaves no room); broken only when it is wider than the whole summary.
 */
export const number = style({ ...value, flex: '0 0 auto', maxWidth: '100%', overflowWrap: 'anywhere' })

/** The arrow from what is given to what is got: points the way the line reads (left in RTL). */
export const arrow = style({
  display: 'inline-block',
  marginInlineEnd: 6,
  fontWeight: 400,
  color: themeVars.colors.modalTextSecondary,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
})

export const problem = style({ margin: 0, color: themeVars.colors.error })
