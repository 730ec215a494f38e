import { style } from '@vanilla-extract/css'
import { themeVars } from '@porch/kit/theme'
import { wide } from './card.css'
import { fitFont } from './fitNumber'

// Two by two on a phone (the balances stay on the first screen), four in a row when wide.
export const grid = style({
  display: 'grid',
  gap: 8,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  '@media': { [wide]: { gap: 12, gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
})

export const item = style({
  border: `1px solid ${themeVars.colors.generalBorder}`,
  borderRadius: 14,
  padding: '8px 12px',
  display: 'grid',
  gap: 2,
  minWidth: 0,
  // The value's size follows the card's width.
  containerType: 'inline-size',
  '@media': { [wide]: { padding: '12px 14px', gap: 4 } },
})

export const label = style({ color: themeVars.colors.modalTextSecondary, fontSize: 13, lineHeight: 1.3 })

// One line, never wrapped: '1,000,000 MANGO' shrinks with a narrow card (a 320 px phone's
// half) rather than breaking in two; the exact amount is in the title.
export const value = style({
  margin: 0,
  ...fitFont(20, 10),
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})
