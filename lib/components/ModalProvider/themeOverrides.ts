import { createContext, useContext, useLayoutEffect, type RefObject } from 'react'

/**
 * Values for the theme contract's custom properties (`--name` -> value) that a theme layer
 * above (RainbowKit's theme objects) sets on top of the palette class. ModalProvider sets
 * them through the CSSOM (`style.setProperty`), never as a style string, so they hold under
 * a `style-src 'self'` Content Security Policy.
 */
export type ThemeOverrides = Readonly<Record<`--${string}`, string>>

export const ThemeOverridesContext = createContext<ThemeOverrides | undefined>(undefined)

export function useThemeOverrides(): ThemeOverrides | undefined {
  return useContext(ThemeOverridesContext)
}

// Layout effects do not run on the server: a server-rendered page has no style string to block.
/** Set `overrides` on the element (and take back the ones that went) before the browser paints. */
export function useCustomProperties(ref: RefObject<HTMLElement | null>, overrides: ThemeOverrides | undefined): void {
  useLayoutEffect(() => {
    const el = ref.current
    if (!el || !overrides) return
    const names = Object.keys(overrides) as Array<keyof ThemeOverrides>
    for (const name of names) el.style.setProperty(name, overrides[name] ?? null)
    return () => {
      for (const name of names) el.style.removeProperty(name)
    }
  }, [ref, overrides])
}
