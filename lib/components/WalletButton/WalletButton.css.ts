import { fallbackVar, style } from '@vanilla-extract/css'
import { themeVars } from '../../theme/theme.css'

// Like ConnectButton, it lives in the page: every variable has the light theme's value as fallback.
const c = {
  bg: fallbackVar(themeVars.colors.modalBackground, '#ffffff'),
  text: fallbackVar(themeVars.colors.modalText, '#1a1b1f'),
  textSecondary: fallbackVar(themeVars.colors.modalTextSecondary, '#55575e'),
  border: fallbackVar(themeVars.colors.generalBorder, '#e3e4e8'),
  error: fallbackVar(themeVars.colors.error, '#b3261e'),
  focus: fallbackVar(themeVars.colors.focusRing, '#1d4ed8'),
  radius: fallbackVar(themeVars.radii.menuButton, '12px'),
  font: fallbackVar(themeVars.fonts.body, 'system-ui, sans-serif'),
}

export const wrapper = style({ display: 'inline-flex', flexDirection: 'column', gap: 4, fontFamily: c.font })

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 40,
  padding: '0 12px 0 8px',
  border: 'none',
  borderRadius: c.radius,
  background: c.bg,
  color: c.text,
  boxShadow: `0 0 0 1px ${c.border}`,
  fontFamily: 'inherit',
  fontSize: 16,
  fontWeight: 700,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'default' },
    '&:focus-visible': { outline: `2px solid ${c.focus}`, outlineOffset: 2 },
  },
})

export const status = style({ color: c.textSecondary, fontWeight: 500, fontSize: 14 })

export const error = style({ color: c.error, fontSize: 14, margin: 0 })
