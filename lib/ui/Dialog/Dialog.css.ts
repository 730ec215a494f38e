import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css'
import { themeVars } from '../../theme/theme.css'

// Compact layout below 768 px.
const SMALL_SCREEN = 'screen and (max-width: 767px)'

/**
 * The backdrop's blur (a CSS `backdrop-filter` value such as `blur(4px)`); unset, none. Not in
 * the theme contract: a theme that names no blur keeps the page sharp, as before.
 */
export const overlayBlur = createVar()

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const slideUp = keyframes({ from: { transform: 'translateY(16px)' }, to: { transform: 'translateY(0)' } })

/**
 * The modal `<dialog>` itself: the panel, in the top layer (no z-index needed; no ancestor's
 * overflow, transform or stacking context clips or covers it). Author styles win over the UA's
 * whatever their specificity, so each UA dialog rule is reset here: border, padding, colours,
 * max sizes, the `:modal` outline. Centred like the overlay it replaces: inset 0 with auto
 * margins, 16 px from the edges; below 768 px a bottom sheet across the whole width.
 */
export const dialog = style({
  position: 'fixed',
  inset: 0,
  boxSizing: 'border-box',
  flexDirection: 'column',
  width: 'calc(100% - 32px)',
  maxWidth: themeVars.sizes.modalWidth,
  height: 'fit-content',
  maxHeight: `min(${themeVars.sizes.modalMaxHeight}, 100dvh)`,
  margin: 'auto',
  padding: 0,
  overflow: 'auto',
  background: themeVars.colors.modalBackground,
  border: `1px solid ${themeVars.colors.modalBorder}`,
  borderRadius: themeVars.radii.modal,
  boxShadow: themeVars.shadows.dialog,
  outline: 'none',
  fontFamily: themeVars.fonts.body,
  color: themeVars.colors.modalText,
  lineHeight: 1.4,
  // Rendered in place, it inherits from the app's elements around ModalProvider (the portal
  // inherited from <body>): text properties an app sets on its wrappers start over here.
  fontSize: 16,
  fontStyle: 'normal',
  fontWeight: 400,
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textAlign: 'start',
  textIndent: 0,
  textTransform: 'none',
  whiteSpace: 'normal',
  animation: `${fadeIn} 150ms ease, ${slideUp} 200ms ease`,
  // Only while open: an author `display` would override the UA's `dialog:not([open]) { display: none }`.
  selectors: { '&[open]': { display: 'flex' } },
  '::backdrop': {
    background: themeVars.colors.modalBackdrop,
    backdropFilter: fallbackVar(overlayBlur, 'none'),
    animation: `${fadeIn} 150ms ease`,
  },
  '@media': {
    [SMALL_SCREEN]: {
      width: '100%',
      maxWidth: '100%',
      maxHeight: `min(${themeVars.sizes.modalMaxHeightCompact}, 100dvh)`,
      marginBottom: 0,
      borderBottomLeftRadius: 0,
      borderBottomRightRadius: 0,
    },
    '(prefers-reduced-motion: reduce)': { animation: 'none', '::backdrop': { animation: 'none' } },
  },
})

export const compact = style({
  maxWidth: themeVars.sizes.modalWidthCompact,
  maxHeight: `min(${themeVars.sizes.modalMaxHeightCompact}, 100dvh)`,
})

export const fixedHeight = style({ height: `min(${themeVars.sizes.modalMaxHeight}, 100dvh)` })

/** Defined after `dialog` and `compact` (and with their media query) so it wins over their caps. */
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
