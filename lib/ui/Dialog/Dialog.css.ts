import { keyframes, style } from '@vanilla-extract/css'
import { themeVars } from '../../theme/theme.css'

// Compact layout below 768 px.
const SMALL_SCREEN = 'screen and (max-width: 767px)'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const slideUp = keyframes({ from: { transform: 'translateY(16px)' }, to: { transform: 'translateY(0)' } })

export const root = style({
  fontFamily: themeVars.fonts.body,
  color: themeVars.colors.modalText,
  lineHeight: 1.4,
})

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 2147483000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  background: themeVars.colors.modalBackdrop,
  animation: `${fadeIn} 150ms ease`,
  '@media': {
    [SMALL_SCREEN]: { alignItems: 'flex-end', padding: 0 },
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
})

export const content = style({
  position: 'relative',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: themeVars.sizes.modalWidth,
  maxHeight: `min(${themeVars.sizes.modalMaxHeight}, 100dvh)`,
  overflow: 'auto',
  background: themeVars.colors.modalBackground,
  border: `1px solid ${themeVars.colors.modalBorder}`,
  borderRadius: themeVars.radii.modal,
  boxShadow: themeVars.shadows.dialog,
  outline: 'none',
  animation: `${slideUp} 200ms ease`,
  '@media': {
    [SMALL_SCREEN]: {
      maxWidth: '100%',
      maxHeight: `min(${themeVars.sizes.modalMaxHeightCompact}, 100dvh)`,
      borderBottomLeftRadius: 0,
      borderBottomRightRadius: 0,
    },
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
})

export const compact = style({
  maxWidth: themeVars.sizes.modalWidthCompact,
  maxHeight: `min(${themeVars.sizes.modalMaxHeightCompact}, 100dvh)`,
})

export const fixedHeight = style({ height: `min(${themeVars.sizes.modalMaxHeight}, 100dvh)` })

/** Defined after `content` and `compact` (and with their media query) so it wins over their caps. */
export const tall = style({ maxHeight: '100dvh', '@media': { [SMALL_SCREEN]: { maxHeight: '100dvh' } } })

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  cursor: 'pointer',
  color: themeVars.colors.closeButton,
  background: themeVars.colors.closeButtonBackground,
  selectors: {
    '&:hover': { transform: 'scale(1.08)' },
    '&:focus-visible': { outline: `2px solid ${themeVars.colors.focusRing}`, outlineOffset: 2 },
  },
})
