import { style } from '@vanilla-extract/css'
import { themeVars } from '../../theme/theme.css'
import { spin, stack, visuallyHidden } from '../../theme/shared.css'

const focus = { outline: `2px solid ${themeVars.colors.focusRing}`, outlineOffset: 2 }

export const body = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 16,
})

export const close = style({ position: 'absolute', top: 12, insetInlineEnd: 12 })

export const profile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  textAlign: 'center',
})

export const title = style({
  margin: '6px 0 0',
  fontSize: 18,
  fontWeight: 800,
  overflowWrap: 'anywhere',
})

export const balance = style({ margin: 0, fontSize: 14, fontWeight: 600, color: themeVars.colors.modalTextSecondary })

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  // A 24 px target at least (WCAG 2.2 target size).
  minHeight: 24,
  padding: '0 6px',
  fontSize: 13,
  fontWeight: 600,
  color: themeVars.colors.modalTextSecondary,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': focus },
})

export const actions = style({ display: 'flex', gap: 8 })

const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  border: 'none',
  fontFamily: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  color: themeVars.colors.modalText,
  background: themeVars.colors.actionButtonSecondaryBackground,
  selectors: {
    '&:focus-visible': focus,
    '&:disabled': { cursor: 'default', opacity: 0.6 },
  },
})

export const actionButton = style([
  button,
  {
    flex: 1,
    minHeight: 44,
    padding: '6px 8px',
    fontSize: 14,
    borderRadius: themeVars.radii.menuButton,
  },
])

export const secondaryButton = style([
  button,
  { minHeight: 32, padding: '0 10px', fontSize: 12, borderRadius: themeVars.radii.actionButton },
])

export const textButton = style([
  button,
  {
    minHeight: 28,
    padding: '4px 8px',
    fontSize: 13,
    background: 'transparent',
    color: themeVars.colors.accent,
    borderRadius: themeVars.radii.menuButton,
    selectors: { '&:hover': { background: themeVars.colors.menuItemBackground } },
  },
])

export const watchAssets = style({ display: 'flex', flexDirection: 'column', gap: 4 })
export const watchAssetRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6, justifyContent: 'center' })
export const watchAssetLabel = style({ fontSize: 13, fontWeight: 600, color: themeVars.colors.modalTextSecondary, marginInlineEnd: 2 })

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  paddingTop: 8,
  borderTop: `1px solid ${themeVars.colors.generalBorder}`,
})

export const sectionHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 })
export const sectionTitle = style({ margin: 0, fontSize: 14, fontWeight: 700, color: themeVars.colors.modalTextSecondary })

export const muted = style({ margin: 0, fontSize: 13, color: themeVars.colors.modalTextSecondary, textAlign: 'center' })
export const errorText = style([muted, { color: themeVars.colors.error }])

export const txList = style([stack, { gap: 2 }])

export const txRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  minHeight: 28,
  padding: '4px 8px',
  boxSizing: 'border-box',
  borderRadius: themeVars.radii.menuButton,
  color: themeVars.colors.modalText,
  textDecoration: 'none',
  selectors: {
    'a&:hover': { background: themeVars.colors.menuItemBackground },
    '&:focus-visible': focus,
  },
})

// Description and status on one line: three transactions fit without scrolling.
export const txText = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 8, flex: 1, minWidth: 0 })
export const txDescription = style({ fontSize: 14, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })
export const txStatus = style({ flexShrink: 0, fontSize: 12, color: themeVars.colors.modalTextSecondary })


export const txSpinner = style({
  width: 16,
  height: 16,
  flexShrink: 0,
  boxSizing: 'border-box',
  borderRadius: '50%',
  border: `2px solid ${themeVars.colors.generalBorder}`,
  borderTopColor: themeVars.colors.accent,
  animation: `${spin} 1s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const txConfirmed = style({ display: 'inline-flex', flexShrink: 0, color: '#1f8a3b' })
export const txFailed = style({ display: 'inline-flex', flexShrink: 0, color: themeVars.colors.error })


export { visuallyHidden }

export const safeOwners = style({ display: 'flex', flexDirection: 'column', gap: 4, fontSize: 14, color: themeVars.colors.modalText })
export const safeOwnersTitle = style({ margin: 0, fontSize: 14, fontWeight: 700 })
export const safeThreshold = style({ margin: 0, color: themeVars.colors.modalTextSecondary })
export const safeOwnerList = style({ margin: 0, paddingInlineStart: 18, fontFamily: 'monospace' })
