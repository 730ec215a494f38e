import { style } from '@vanilla-extract/css'
import { themeVars } from '../../styles/theme.css'

export const root = style({ position: 'relative', display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' })

export const button = style({
  font: 'inherit',
  fontWeight: 700,
  padding: '10px 16px',
  borderRadius: themeVars.radii.actionButton,
  border: 'none',
  background: themeVars.colors.accent,
  color: themeVars.colors.accentForeground,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
    '&:focus-visible': { outline: `3px solid ${themeVars.colors.focusRing}`, outlineOffset: 2 },
  },
})

export const secondary = style([
  button,
  { background: themeVars.colors.actionButtonSecondaryBackground, color: themeVars.colors.modalText },
])

export const menu = style({
  position: 'absolute',
  top: 'calc(100% + 8px)',
  right: 0,
  zIndex: 10,
  minWidth: 220,
  margin: 0,
  padding: 8,
  listStyle: 'none',
  display: 'grid',
  gap: 4,
  borderRadius: 16,
  border: `1px solid ${themeVars.colors.modalBorder}`,
  background: themeVars.colors.modalBackground,
  boxShadow: themeVars.shadows.dialog,
})

export const wallet = style({
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'left',
  padding: '10px 12px',
  borderRadius: themeVars.radii.menuButton,
  border: 'none',
  background: 'transparent',
  color: themeVars.colors.modalText,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: themeVars.colors.menuItemBackground },
    '&:focus-visible': { outline: `3px solid ${themeVars.colors.focusRing}` },
  },
})

export const icon = style({ width: 24, height: 24, borderRadius: 6 })

export const note = style({ margin: 0, padding: '6px 12px', fontSize: 13, color: themeVars.colors.modalTextSecondary })

export const error = style({ margin: 0, padding: '6px 12px', fontSize: 13, color: themeVars.colors.error })

export const account = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 600 })
