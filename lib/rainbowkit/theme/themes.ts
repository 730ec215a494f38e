import { darkTheme as kitDark, lightTheme as kitLight, type ThemeValues } from '../../theme/tokens'
import { baseTheme } from './baseTheme'
import type { AccentColor, AccentColorPreset, ThemeFunction, ThemeFunctionOptions, ThemeVars } from './types'

/**
 * RainbowKit's three theme functions over the kit's own palettes (`lib/theme/tokens.ts`):
 * the tokens the kit's modals draw with keep the kit's values; RainbowKit's other tokens get
 * the nearest of them, so a theme object is complete for code that reads it.
 */

// Accents readable with white text (light) and with dark text (dark, midnight).
const LIGHT_ACCENTS: Record<AccentColorPreset, AccentColor> = {
  blue: { accentColor: '#1463d8', accentColorForeground: '#ffffff' },
  green: { accentColor: '#15803d', accentColorForeground: '#ffffff' },
  red: { accentColor: '#c81e1e', accentColorForeground: '#ffffff' },
  purple: { accentColor: '#6d3fd9', accentColorForeground: '#ffffff' },
  pink: { accentColor: '#c2185b', accentColorForeground: '#ffffff' },
  orange: { accentColor: kitLight.colors.accent, accentColorForeground: kitLight.colors.accentForeground },
}
const DARK_ACCENTS: Record<AccentColorPreset, AccentColor> = {
  blue: { accentColor: '#60a5fa', accentColorForeground: '#111827' },
  green: { accentColor: '#4ade80', accentColorForeground: '#111827' },
  red: { accentColor: '#f87171', accentColorForeground: '#111827' },
  purple: { accentColor: '#a78bfa', accentColorForeground: '#111827' },
  pink: { accentColor: '#f472b6', accentColorForeground: '#111827' },
  orange: { accentColor: kitDark.colors.accent, accentColorForeground: kitDark.colors.accentForeground },
}

interface Extra {
  connectionIndicator: string
  standby: string
  shadow: string
}

function themeFunction(palette: ThemeValues, accents: Record<AccentColorPreset, AccentColor>, extra: Extra): ThemeFunction {
  const fn = ({ accentColor, accentColorForeground, ...base }: ThemeFunctionOptions = {}): ThemeVars => {
    const c = palette.colors
    // A custom accent without its foreground keeps the default foreground, as RainbowKit's.
    const accent = { accentColor: accentColor ?? accents.blue.accentColor, accentColorForeground: accentColorForeground ?? accents.blue.accentColorForeground }
    return {
      ...baseTheme(base),
      colors: {
        ...accent,
        actionButtonBorder: c.modalBorder,
        actionButtonBorderMobile: c.modalBorder,
        actionButtonSecondaryBackground: c.actionButtonSecondaryBackground,
        closeButton: c.closeButton,
        closeButtonBackground: c.closeButtonBackground,
        connectButtonBackground: c.modalBackground,
        connectButtonBackgroundError: c.error,
        connectButtonInnerBackground: c.actionButtonSecondaryBackground,
        connectButtonText: c.modalText,
        connectButtonTextError: c.modalBackground,
        connectionIndicator: extra.connectionIndicator,
        downloadBottomCardBackground: c.modalBackground,
        downloadTopCardBackground: c.menuItemBackground,
        error: c.error,
        generalBorder: c.generalBorder,
        generalBorderDim: c.modalBorder,
        menuItemBackground: c.menuItemBackground,
        modalBackdrop: c.modalBackdrop,
        modalBackground: c.modalBackground,
        modalBorder: c.modalBorder,
        modalText: c.modalText,
        modalTextDim: c.modalTextSecondary,
        modalTextSecondary: c.modalTextSecondary,
        profileAction: c.actionButtonSecondaryBackground,
        profileActionHover: c.menuItemBackground,
        profileForeground: c.modalBackground,
        selectedOptionBorder: c.focusRing,
        standby: extra.standby,
      },
      shadows: {
        connectButton: extra.shadow,
        dialog: palette.shadows.dialog,
        profileDetailsAction: extra.shadow,
        selectedOption: extra.shadow,
        selectedWallet: extra.shadow,
        walletLogo: extra.shadow,
      },
    }
  }
  return Object.assign(fn, { accentColors: accents })
}

/** RainbowKit's light theme, in the kit's light palette. @example `lightTheme({ accentColor: '#7b3fe4', borderRadius: 'medium' })` */
export const lightTheme: ThemeFunction = /* @__PURE__ */ themeFunction(kitLight, LIGHT_ACCENTS, {
  connectionIndicator: '#15803d',
  standby: '#b45309',
  shadow: '0 4px 12px rgba(0, 0, 0, 0.1)',
})

/** RainbowKit's dark theme, in the kit's dark palette. @example `darkTheme({ ...darkTheme.accentColors.purple })` */
export const darkTheme: ThemeFunction = /* @__PURE__ */ themeFunction(kitDark, DARK_ACCENTS, {
  connectionIndicator: '#4ade80',
  standby: '#fbbf24',
  shadow: '0 4px 12px rgba(0, 0, 0, 0.3)',
})

// The kit's dark palette on black: RainbowKit's midnight.
const midnight: ThemeValues = {
  ...kitDark,
  colors: {
    ...kitDark.colors,
    modalBackground: '#000000',
    modalBorder: 'rgba(255, 255, 255, 0.1)',
    menuItemBackground: 'rgba(255, 255, 255, 0.08)',
    actionButtonSecondaryBackground: 'rgba(255, 255, 255, 0.08)',
    closeButtonBackground: 'rgba(255, 255, 255, 0.08)',
    modalBackdrop: 'rgba(0, 0, 0, 0.7)',
  },
}

/** RainbowKit's midnight theme: the kit's dark palette on black. */
export const midnightTheme: ThemeFunction = /* @__PURE__ */ themeFunction(midnight, DARK_ACCENTS, {
  connectionIndicator: '#4ade80',
  standby: '#fbbf24',
  shadow: '0 4px 12px rgba(0, 0, 0, 0.4)',
})
