import { createContext, useContext } from 'react'

/**
 * Values for the theme contract's custom properties (`--name` -> value) that a theme layer
 * above (RainbowKit's theme objects) sets on top of the palette class: ModalProvider adds
 * them to the modals' own (React sets them through the CSSOM), and the layer sets them on an
 * element of its own around the app (`style.setProperty` once mounted), never as a style
 * string, so they hold under a `style-src 'self'` Content Security Policy.
 */
export type ThemeOverrides = Readonly<Record<`--${string}`, string>>

export const ThemeOverridesContext = createContext<ThemeOverrides | undefined>(undefined)

export function useThemeOverrides(): ThemeOverrides | undefined {
  return useContext(ThemeOverridesContext)
}
