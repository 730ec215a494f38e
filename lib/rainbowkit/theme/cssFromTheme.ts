import { kitProperties, tokenValue } from './tokens'
import type { ThemeVars } from './types'

/** A theme object, or a function returning one (`lightTheme` itself). */
export type ThemeInput = ThemeVars | (() => ThemeVars)

/** Options of cssObjectFromTheme and cssStringFromTheme. */
export interface CssFromThemeOptions {
  /** A theme the CSS extends: only the values that differ from it are kept. */
  extends?: ThemeInput
}

const resolve = (theme: ThemeInput): ThemeVars => {
  const t = typeof theme === 'function' ? theme() : theme
  if (typeof t !== 'object' || t === null) throw new TypeError(`Invalid theme: expected a theme object such as lightTheme(), got ${t === null ? 'null' : typeof t}.`)
  return t
}

/**
 * The kit's custom properties for a RainbowKit theme (`{ '--…': value }`), as RainbowKit's
 * `cssObjectFromTheme`: set them with `element.style.setProperty`, or in the app's own
 * stylesheet. With `extends`, only the values that differ from that theme.
 */
export function cssObjectFromTheme(theme: ThemeInput, { extends: base }: CssFromThemeOptions = {}): { [cssVarName: string]: string } {
  const t = resolve(theme)
  const b = base === undefined ? undefined : resolve(base)
  const out: { [cssVarName: string]: string } = {}
  for (const [token, property] of kitProperties()) {
    const value = tokenValue(t, token)
    if (value === undefined || (b !== undefined && tokenValue(b, token) === value)) continue
    out[property] = value
  }
  return out
}

/**
 * The same properties as one declaration list (`--a:1;--b:2;`), as RainbowKit's: for a `.css`
 * file the app serves (which a `style-src 'self'` policy allows), under a selector of its own
 * elements. Characters that could end a value or a tag are removed.
 */
export function cssStringFromTheme(theme: ThemeInput, options: CssFromThemeOptions = {}): string {
  return Object.entries(cssObjectFromTheme(theme, options))
    .map(([key, value]) => `${key}:${value.replace(/[:;{}</>]/g, '')};`)
    .join('')
}
