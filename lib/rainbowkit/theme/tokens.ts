import { propertyName, themeVars } from '../../theme/theme'
import { overlayBlur } from '../../ui/Dialog/Dialog.css'
import type { ThemeVars } from './types'

type Token = { [G in keyof ThemeVars]: readonly [G, keyof ThemeVars[G] & string] }[keyof ThemeVars]

/**
 * RainbowKit's tokens that the kit's modals draw with, and the custom property of the kit's
 * theme contract each one sets. RainbowKit's other tokens (the connect button's own colours,
 * the profile and download cards, `modalTextDim`, `generalBorderDim`, the extra shadows and
 * `radii.connectButton` / `radii.modalMobile`) have no counterpart in the kit's look: they
 * are accepted and left out of the CSS.
 */
const PAIRS: ReadonlyArray<readonly [Token, string]> = [
  [['colors', 'accentColor'], themeVars.colors.accent],
  [['colors', 'accentColorForeground'], themeVars.colors.accentForeground],
  [['colors', 'actionButtonSecondaryBackground'], themeVars.colors.actionButtonSecondaryBackground],
  [['colors', 'closeButton'], themeVars.colors.closeButton],
  [['colors', 'closeButtonBackground'], themeVars.colors.closeButtonBackground],
  [['colors', 'error'], themeVars.colors.error],
  [['colors', 'generalBorder'], themeVars.colors.generalBorder],
  [['colors', 'menuItemBackground'], themeVars.colors.menuItemBackground],
  [['colors', 'modalBackdrop'], themeVars.colors.modalBackdrop],
  [['colors', 'modalBackground'], themeVars.colors.modalBackground],
  [['colors', 'modalBorder'], themeVars.colors.modalBorder],
  [['colors', 'modalText'], themeVars.colors.modalText],
  [['colors', 'modalTextSecondary'], themeVars.colors.modalTextSecondary],
  [['fonts', 'body'], themeVars.fonts.body],
  [['radii', 'actionButton'], themeVars.radii.actionButton],
  [['radii', 'menuButton'], themeVars.radii.menuButton],
  [['radii', 'modal'], themeVars.radii.modal],
  [['shadows', 'dialog'], themeVars.shadows.dialog],
  [['blurs', 'modalOverlay'], overlayBlur],
]

let properties: ReadonlyArray<readonly [Token, `--${string}`]> | undefined

/** Each mapped token with its custom property's name (worked out on first use: nothing runs on import). */
export function kitProperties(): ReadonlyArray<readonly [Token, `--${string}`]> {
  properties ??= PAIRS.map(([token, cssVar]) => [token, propertyName(cssVar) as `--${string}`] as const)
  return properties
}

/** The value of one token in a theme object, when it is a string. */
export function tokenValue(theme: ThemeVars, [group, name]: Token): string | undefined {
  const value = (theme[group] as Record<string, unknown> | undefined)?.[name]
  return typeof value === 'string' ? value : undefined
}
