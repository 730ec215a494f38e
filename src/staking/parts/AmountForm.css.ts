import { style } from '@vanilla-extract/css'
import { themeVars } from '@porch/kit/theme'

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

// The summary's height on a 390 px phone (five rows): kept from the first paint.
export const summarySlot = style({ minHeight: 128, display: 'grid', alignContent: 'start' })
