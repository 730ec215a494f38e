import { style } from '@vanilla-extract/css'
import { themeVars } from '../../theme/theme.css'
import { stack } from '../../theme/shared.css'

const focus = { outline: `2px solid ${themeVars.colors.focusRing}`, outlineOffset: 2 }

export const body = style({ display: 'flex', flexDirection: 'column', gap: 12, padding: 16 })

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 })

export const title = style({ margin: 0, fontSize: 18, fontWeight: 800 })

export const message = style({ margin: 0, fontSize: 14, fontWeight: 600, color: themeVars.colors.modalTextSecondary })

export const error = style({ margin: 0, fontSize: 14, fontWeight: 600, color: themeVars.colors.error })

export const list = style([stack, { gap: 4 }])

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  minHeight: 48,
  padding: '6px 12px',
  border: 'none',
  borderRadius: themeVars.radii.menuButton,
  fontFamily: 'inherit',
  fontSize: 16,
  fontWeight: 700,
  textAlign: 'start',
  cursor: 'pointer',
  color: themeVars.colors.modalText,
  background: 'transparent',
  selectors: {
    '&:hover:not(:disabled)': { background: themeVars.colors.menuItemBackground },
    '&:focus-visible': focus,
    '&:disabled': { cursor: 'default', opacity: 0.6 },
  },
})

export const rowCurrent = style({
  cursor: 'default',
  color: themeVars.colors.accentForeground,
  background: themeVars.colors.accent,
  selectors: { '&:hover:not(:disabled)': { background: themeVars.colors.accent } },
})

export const name = style({ flex: 1 })

export const badge = style({ display: 'inline-flex', alignItems: 'center', gap: 6, fontSize: 13, fontWeight: 600 })

export const dot = style({ width: 8, height: 8, borderRadius: '50%', background: '#30e000' })

export const disconnect = style({
  alignSelf: 'stretch',
  minHeight: 40,
  border: 'none',
  borderRadius: themeVars.radii.menuButton,
  fontFamily: 'inherit',
  fontSize: 15,
  fontWeight: 700,
  cursor: 'pointer',
  color: themeVars.colors.error,
  background: themeVars.colors.actionButtonSecondaryBackground,
  selectors: { '&:focus-visible': focus },
})
