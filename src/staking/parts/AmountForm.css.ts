import { style } from '@vanilla-extract/css'
import { themeVars } from '@porch/kit/theme'
import { wide } from './card.css'

export const field = style({ display: 'grid', gap: 6 })

export const label = style({ fontSize: 14, fontWeight: 600 })

export const row = style({ display: 'flex', gap: 8, alignItems: 'stretch' })

export const input = style({
  flex: 1,
  minWidth: 0,
  width: '100%',
  font: 'inherit',
  fontSize: 18,
  fontVariantNumeric: 'tabular-nums',
  padding: '10px 12px',
  borderRadius: 12,
  border: `1px solid ${themeVars.colors.generalBorder}`,
  background: 'transparent',
  color: themeVars.colors.modalText,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${themeVars.colors.focusRing}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: themeVars.colors.error },
  },
})

// On a phone the cards are stacked: the summary's height there is kept from the first paint,
// so typing an amount moves none of the cards below. Its five rows take 141 px; at 320-340 px
// (and in a 600 px single column) the confirmations' and the fee's values take a line of
// their own, 157 px: the room is the taller. Side by side (wide), the Harvest card sets the
// row's height and the summary fits within it.
const SUMMARY_ROOM = 160

export const summarySlot = style({ display: 'grid', alignContent: 'start', '@media': { [`not ${wide}`]: { minHeight: SUMMARY_ROOM } } })
