import { style } from '@vanilla-extract/css'
import { themeVars } from '../../theme/theme.css'

const focus = { outline: `2px solid ${themeVars.colors.focusRing}`, outlineOffset: 2 }

export const body = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 16,
  padding: '32px 24px 24px',
  textAlign: 'center',
})

export const close = style({ position: 'absolute', top: 14, insetInlineEnd: 14 })

export const title = style({ margin: 0, fontSize: 20, fontWeight: 800 })

export const description = style({ margin: 0, fontSize: 15, color: themeVars.colors.modalTextSecondary, maxWidth: 320 })

export const actions = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 8, width: '100%', marginTop: 8 })

const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: '0 16px',
  border: 'none',
  borderRadius: themeVars.radii.actionButton,
  fontFamily: 'inherit',
  fontSize: 16,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focus,
    '&[aria-disabled="true"]': { cursor: 'default', opacity: 0.7 },
  },
})

export const primary = style([button, { color: themeVars.colors.accentForeground, background: themeVars.colors.accent }])

export const secondary = style([button, { color: themeVars.colors.modalText, background: themeVars.colors.actionButtonSecondaryBackground }])

export const error = style({ margin: 0, minHeight: '1.4em', fontSize: 14, fontWeight: 600, color: themeVars.colors.error })
