import { useMemo, useSyncExternalStore } from 'react'
import type { ThemeMode } from '../../theme/theme'
import type { ThemeOverrides } from '../../components/ModalProvider/themeOverrides'
import { cssObjectFromTheme } from './cssFromTheme'
import { lightTheme } from './themes'
import type { Theme, ThemeVars } from './types'

const DARK = '(prefers-color-scheme: dark)'

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {}
  const query = matchMedia(DARK)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const prefersDark = () => typeof matchMedia === 'function' && matchMedia(DARK).matches
// The server knows no colour scheme: it renders the light one, as RainbowKit's first paint.
const serverPrefersDark = () => false

/** sRGB luminance of a `#rgb` / `#rrggbb` colour; undefined for another notation. */
function luminance(color: string): number | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1]
  if (!hex) return undefined
  const full = hex.length === 3 ? [...hex].map((h) => h + h).join('') : hex
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255)
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The kit palette under a theme: dark for a dark modal background, so the kit's own tokens (focus ring, QR code) fit it. */
function modeOf(theme: ThemeVars): ThemeMode {
  const l = luminance(theme.colors.modalBackground)
  return l !== undefined && l < 0.5 ? 'dark' : 'light'
}

function check(theme: unknown): asserts theme is Theme {
  if (typeof theme === 'function') throw new TypeError('Invalid theme: call the theme function, e.g. theme={darkTheme()}, not theme={darkTheme}.')
  if (typeof theme !== 'object' || theme === null || Array.isArray(theme)) throw new TypeError(`Invalid theme: expected a theme object such as lightTheme(), got ${Array.isArray(theme) ? 'an array' : typeof theme}.`)
  const t = theme as Record<string, unknown>
  const one = (v: unknown) => typeof v === 'object' && v !== null && typeof (v as { colors?: unknown }).colors === 'object'
  if ('lightMode' in t || 'darkMode' in t) {
    if (!one(t.lightMode) || !one(t.darkMode)) throw new TypeError('Invalid theme: a { lightMode, darkMode } pair needs a theme object for each, e.g. { lightMode: lightTheme(), darkMode: darkTheme() }.')
  } else if (!one(t)) {
    throw new TypeError('Invalid theme: expected a theme object such as lightTheme() (with colors, fonts, radii, shadows, blurs).')
  }
}

let defaultTheme: ThemeVars | undefined

/**
 * RainbowKitProvider's `theme` as the kit's ModalProvider takes it: the palette class and
 * the contract's values. Undefined: RainbowKit's default, lightTheme(). Null: no theme
 * values, the kit's own palette following the system setting. A `{ lightMode, darkMode }`
 * pair follows `prefers-color-scheme` (light on the server and while hydrating).
 * @throws {TypeError} for anything that is not a theme, saying what to pass.
 */
export function useProviderTheme(theme: Theme | null | undefined): { mode: ThemeMode; overrides: ThemeOverrides | undefined } {
  if (theme !== null && theme !== undefined) check(theme)
  const pair = theme !== null && theme !== undefined && 'lightMode' in theme
  const dark = useSyncExternalStore(pair ? subscribe : noSubscribe, pair ? prefersDark : serverPrefersDark, serverPrefersDark)
  return useMemo(() => {
    if (theme === null) return { mode: 'auto', overrides: undefined }
    const chosen = theme === undefined ? (defaultTheme ??= lightTheme()) : 'lightMode' in theme ? (dark ? theme.darkMode : theme.lightMode) : theme
    return { mode: modeOf(chosen), overrides: cssObjectFromTheme(chosen) as ThemeOverrides }
  }, [theme, dark])
}

const noSubscribe = () => () => {}
