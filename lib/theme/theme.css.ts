/**
 * The kit's theme contract (vanilla-extract): every modal styles itself with `themeVars`
 * and never with literal colours, so a theme is just a set of values for these variables.
 */
import { assignVars, createThemeContract, style } from '@vanilla-extract/css'
import { darkTheme, lightTheme, type ThemeValues } from './tokens'

/** The theme contract: the CSS variables every modal is styled with. Use them in your own styles to share the palette. */
export const themeVars = createThemeContract({
  colors: {
    accent: null,
    accentForeground: null,
    modalBackground: null,
    modalBackdrop: null,
    modalBorder: null,
    modalText: null,
    modalTextSecondary: null,
    actionButtonSecondaryBackground: null,
    generalBorder: null,
    menuItemBackground: null,
    closeButton: null,
    closeButtonBackground: null,
    error: null,
    focusRing: null,
    qrBackground: null,
    qrForeground: null,
  },
  radii: {
    modal: null,
    menuButton: null,
    actionButton: null,
    qr: null,
  },
  fonts: {
    body: null,
  },
  shadows: {
    dialog: null,
  },
  sizes: {
    modalMaxHeight: null,
    modalMaxHeightCompact: null,
    modalWidth: null,
    modalWidthCompact: null,
  },
})

const vars = (t: ThemeValues) => assignVars(themeVars, t)

/** Always light. */
export const lightThemeClass = style({ vars: vars(lightTheme) })
/** Always dark. */
export const darkThemeClass = style({ vars: vars(darkTheme) })
/** Light, or dark when the system prefers it (the default). */
export const autoThemeClass = style({
  vars: vars(lightTheme),
  '@media': { '(prefers-color-scheme: dark)': { vars: vars(darkTheme) } },
})
