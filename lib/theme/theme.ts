/**
 * Public theme API: validate the app's theme options and turn them into inline CSS
 * variables for the modal portal root (no runtime CSS-in-JS needed).
 */
import { autoThemeClass, darkThemeClass, lightThemeClass, themeVars } from './theme.css'

export { autoThemeClass, darkThemeClass, lightThemeClass, themeVars }

/** Light, dark, or the system setting (auto). */
export type ThemeMode = 'light' | 'dark' | 'auto'
/** How round buttons and modals are. */
export type BorderRadius = 'none' | 'small' | 'medium' | 'large'

/** Theme options of ModalProvider: mode, accent colour and radii. */
export interface ThemeOptions {
  /** 'auto' (default) follows prefers-color-scheme. */
  mode?: ThemeMode
  /** Buttons and highlights: a hex, rgb() or hsl() colour. */
  accentColor?: string
  /** Text on the accent colour. */
  accentColorForeground?: string
  /** Corner radius of buttons and modals. Default 'large'. */
  borderRadius?: BorderRadius
}

const COLOR = /^(#[0-9a-f]{3}|#[0-9a-f]{4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla)\([0-9\s.,%deg/]+\))$/i

/** True for a CSS colour we accept (no arbitrary strings in a style attribute). */
export function isThemeColor(value: string): boolean {
  return COLOR.test(value.trim())
}

const MODES: readonly ThemeMode[] = ['light', 'dark', 'auto']
/** The radii of each `borderRadius` step (RainbowKit's theme functions map theirs onto it). */
export const RADII: Record<BorderRadius, { modal: string; menuButton: string; actionButton: string; qr: string }> = {
  none: { modal: '0px', menuButton: '0px', actionButton: '0px', qr: '0px' },
  small: { modal: '8px', menuButton: '6px', actionButton: '6px', qr: '8px' },
  medium: { modal: '16px', menuButton: '10px', actionButton: '10px', qr: '14px' },
  large: { modal: '24px', menuButton: '12px', actionButton: '9999px', qr: '20px' },
}

/**
 * Check theme options. The theme must be an object, not a function
 * (RainbowKit accepts a theme function; a function here is almost always a mistake such as
 * passing `darkTheme` instead of `darkTheme()`).
 * @throws {TypeError} with a message saying what to change.
 */
export function resolveTheme(theme: unknown): Required<Pick<ThemeOptions, 'mode'>> & ThemeOptions {
  if (theme === undefined || theme === null) return { mode: 'auto' }
  if (typeof theme === 'function') {
    throw new TypeError('Invalid theme: pass a theme object such as { mode: "dark" }, not a function.')
  }
  if (typeof theme !== 'object' || Array.isArray(theme)) {
    throw new TypeError(`Invalid theme: expected an object, got ${Array.isArray(theme) ? 'an array' : typeof theme}.`)
  }
  const t = theme as Record<string, unknown>
  const mode = t.mode ?? 'auto'
  if (typeof mode !== 'string' || !MODES.includes(mode as ThemeMode)) {
    throw new TypeError(`Invalid theme mode "${String(mode)}": use "light", "dark" or "auto".`)
  }
  for (const key of ['accentColor', 'accentColorForeground'] as const) {
    const v = t[key]
    if (v !== undefined && (typeof v !== 'string' || !isThemeColor(v))) {
      throw new TypeError(`Invalid theme ${key} "${String(v)}": use a hex, rgb() or hsl() colour, e.g. "#e8590c".`)
    }
  }
  const radius = t.borderRadius
  if (radius !== undefined && (typeof radius !== 'string' || !(radius in RADII))) {
    throw new TypeError(`Invalid theme borderRadius "${String(radius)}": use none, small, medium or large.`)
  }
  return { ...(t as ThemeOptions), mode: mode as ThemeMode }
}

/** The class that sets the base palette for a mode. */
export function themeClass(mode: ThemeMode = 'auto'): string {
  return mode === 'light' ? lightThemeClass : mode === 'dark' ? darkThemeClass : autoThemeClass
}

/** `var(--x)` -> `--x`: the custom property behind a contract variable. */
export function propertyName(cssVar: string): string {
  const m = /^var\((--[^,)]+)/.exec(cssVar)
  if (!m?.[1]) throw new Error(`Not a CSS variable: ${cssVar}`)
  return m[1]
}

/**
 * Inline custom properties overriding the accent colour and radii; put them on the element
 * that carries `themeClass(mode)` (the modal portal root).
 */
export function themeStyle(options: ThemeOptions = {}): Record<string, string> {
  const o = resolveTheme(options)
  const out: Record<string, string> = {}
  if (o.accentColor) out[propertyName(themeVars.colors.accent)] = o.accentColor.trim()
  if (o.accentColorForeground) out[propertyName(themeVars.colors.accentForeground)] = o.accentColorForeground.trim()
  if (o.borderRadius) {
    const r = RADII[o.borderRadius]
    for (const k of Object.keys(r) as Array<keyof typeof r>) out[propertyName(themeVars.radii[k])] = r[k]
  }
  return out
}
