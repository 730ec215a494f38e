import { style } from '@vanilla-extract/css'
import { themeVars } from '@porch/kit/theme'

export const grid = style({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fit, minmax(190px, 1fr))',
  margin: 0,
})

export const item = style({
  border: `1px solid ${themeVars.colors.generalBorder}`,
  borderRadius: 14,
  padding: '12px 14px',
  display: 'grid',
  gap: 4,
})

export const label = style({ color: themeVars.colors.modalTextSecondary, fontSize: 13 })

export const value = style({ margin: 0, fontSize: 20, fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' })
