import { style } from '@vanilla-extract/css'
import { themeVars } from '@porch/kit/theme'

export const figures = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))', gap: 12, margin: 0 })

export const figure = style({ display: 'grid', gap: 2 })

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' })

export const tableWrap = style({ overflowX: 'auto' })

/** Below this width the history is a list of cards (date, action, amount, link), never a table to scroll sideways. */
const CARDS = 'screen and (max-width: 600px)'

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 14,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [CARDS]: { display: 'block' } },
})

/** The column headings: read by screen readers, hidden on the cards (each card says what it is). */
export const head = style({
  '@media': { [CARDS]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } },
})

export const body = style({ '@media': { [CARDS]: { display: 'grid', gap: 8 } } })

/** One event; on a phone a card: date and action on the first line, then the amount and the transaction. */
export const eventRow = style({
  '@media': {
    [CARDS]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gap: '2px 8px',
      padding: '8px 12px',
      border: `1px solid ${themeVars.colors.generalBorder}`,
      borderRadius: 8,
    },
  },
})

export const cell = style({
  textAlign: 'start',
  padding: '6px 8px',
  borderBottom: `1px solid ${themeVars.colors.generalBorder}`,
  whiteSpace: 'nowrap',
  '@media': { [CARDS]: { display: 'block', padding: 0, border: 'none', whiteSpace: 'normal', overflowWrap: 'anywhere' } },
})

/** On a card the amount and the transaction take a line each. */
export const wideCell = style({ '@media': { [CARDS]: { gridColumn: '1 / -1' } } })

export const copyButton = style({
  marginInlineStart: 6,
  padding: '0 6px',
  font: 'inherit',
  fontSize: 12,
  color: themeVars.colors.accent,
  background: 'none',
  border: `1px solid ${themeVars.colors.generalBorder}`,
  borderRadius: 6,
  cursor: 'pointer',
})

export const link = style({ color: themeVars.colors.accent })

export const progress = style({ width: '100%', accentColor: themeVars.colors.accent })
