/**
 * RainbowKit's theme token tree (`ThemeVars` in RainbowKit 2.2.11), under its names, so a
 * theme object an app wrote for RainbowKit type-checks here unchanged. Which tokens the
 * kit's modals draw with is in `tokens.ts`.
 */
export interface ThemeVars {
  /** Colours (any CSS colour). */
  colors: {
    accentColor: string
    accentColorForeground: string
    actionButtonBorder: string
    actionButtonBorderMobile: string
    actionButtonSecondaryBackground: string
    closeButton: string
    closeButtonBackground: string
    connectButtonBackground: string
    connectButtonBackgroundError: string
    connectButtonInnerBackground: string
    connectButtonText: string
    connectButtonTextError: string
    connectionIndicator: string
    downloadBottomCardBackground: string
    downloadTopCardBackground: string
    error: string
    generalBorder: string
    generalBorderDim: string
    menuItemBackground: string
    modalBackdrop: string
    modalBackground: string
    modalBorder: string
    modalText: string
    modalTextDim: string
    modalTextSecondary: string
    profileAction: string
    profileActionHover: string
    profileForeground: string
    selectedOptionBorder: string
    standby: string
  }
  /** Font stacks. */
  fonts: { body: string }
  /** Corner radii (CSS lengths). */
  radii: { actionButton: string; connectButton: string; menuButton: string; modal: string; modalMobile: string }
  /** Box shadows. */
  shadows: { connectButton: string; dialog: string; profileDetailsAction: string; selectedOption: string; selectedWallet: string; walletLogo: string }
  /** Backdrop filters (`blur(4px)`). */
  blurs: { modalOverlay: string }
}

/** RainbowKitProvider's `theme`: one theme, or one for each system colour scheme. */
export type Theme = ThemeVars | { lightMode: ThemeVars; darkMode: ThemeVars }

/** An accent colour and the text drawn on it. */
export interface AccentColor {
  /** The accent colour (buttons, highlights). */
  accentColor: string
  /** Text drawn on the accent colour. */
  accentColorForeground: string
}

/** The accent presets each theme function carries as `.accentColors`. */
export type AccentColorPreset = 'blue' | 'green' | 'red' | 'purple' | 'pink' | 'orange'

/** How round the modals and buttons are. */
export type RadiusScale = 'large' | 'medium' | 'small' | 'none'
/** A font stack: SF Rounded first (`rounded`, the default), or the system's. */
export type FontStack = 'rounded' | 'system'
/** How much the page behind an open modal is blurred. */
export type OverlayBlur = 'large' | 'small' | 'none'

/** Options of lightTheme, darkTheme and midnightTheme (RainbowKit's `ThemeOptions`). */
export interface ThemeFunctionOptions {
  /** The accent colour (any CSS colour); default the theme's blue preset. */
  accentColor?: string
  /** Text on the accent colour; default the theme's, for its default accent. */
  accentColorForeground?: string
  /** Default 'large'. */
  borderRadius?: RadiusScale
  /** Default 'rounded'. */
  fontStack?: FontStack
  /** Default 'none'. */
  overlayBlur?: OverlayBlur
}

/** A theme function (`lightTheme`, `darkTheme`, `midnightTheme`) with its accent presets. */
export interface ThemeFunction {
  /** The theme's tokens for these options. */
  (options?: ThemeFunctionOptions): ThemeVars
  /** The accent presets, to spread into the options: `darkTheme({ ...darkTheme.accentColors.purple })`. */
  accentColors: Record<AccentColorPreset, AccentColor>
}
