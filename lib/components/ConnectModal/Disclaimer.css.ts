import { style } from '@vanilla-extract/css'
import { themeVars } from '../../theme/theme.css'

// Under the wallet list, pushed to the bottom of the column (the list above keeps its place).
export const root = style({ marginTop: 'auto', padding: '12px 6px 0', fontSize: 12, lineHeight: 1.4, color: themeVars.colors.modalTextSecondary })

export const text = style({ margin: 0 })

export const link = style({
  color: themeVars.colors.accent,
  selectors: { '&:focus-visible': { outline: `2px solid ${themeVars.colors.focusRing}`, outlineOffset: 2 } },
})
