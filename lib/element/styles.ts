import { themeVars } from '../theme/theme.css'
import { autoThemeClass, darkThemeClass, lightThemeClass } from '../theme/theme'
import { darkTheme, lightTheme, type ThemeValues } from '../theme/tokens'
import { KIT_CSS } from './kitCss'

/**
 * The public theming surface: one custom property per theme variable, named after its path
 * in the theme (`--porch-colors-accent`, `--porch-radii-modal`, `--porch-fonts-body`...).
 * Custom properties cross the shadow boundary, so a page sets them on the element, an
 * ancestor or `:root`; unset, the mode's own value applies. defineElements' theme options
 * (accentColor, borderRadius) are inline on the theme root and win over them.
 */
export function themeProperties(): Array<{ name: string; variable: string; path: string[] }> {
  const out: Array<{ name: string; variable: string; path: string[] }> = []
  const walk = (node: object, path: string[]) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') {
        const variable = /^var\((--[^,)]+)/.exec(value)?.[1]
        if (variable) out.push({ name: `--porch-${[...path, key].map(kebab).join('-')}`, variable, path: [...path, key] })
      } else if (value && typeof value === 'object') walk(value as object, [...path, key])
    }
  }
  walk(themeVars, [])
  return out
}

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
const valueAt = (theme: ThemeValues, path: string[]) => path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], theme) as string

/** Each theme class's variables, read through the public properties (same specificity as the kit's rules, later: they win). */
function publicPropertiesCss(): string {
  const props = themeProperties()
  const block = (theme: ThemeValues) => props.map((p) => `${p.variable}:var(${p.name},${valueAt(theme, p.path)});`).join('')
  return [
    `.${lightThemeClass},.${autoThemeClass}{${block(lightTheme)}}`,
    `.${darkThemeClass}{${block(darkTheme)}}`,
    `@media (prefers-color-scheme: dark){.${autoThemeClass}{${block(darkTheme)}}}`,
  ].join('\n')
}

/** `var(--x)` with a fallback, for a scope that may sit outside every theme class. */
const withFallback = (cssVar: string, fallback: string) => `${cssVar.slice(0, -1)}, ${fallback})`

/**
 * What leaks into a shadow root is what the host inherits (font, colour, line-height,
 * letter-spacing, direction...): reset at `:host`, and again on the scope element inside,
 * which no page rule can match (a page rule such as `* { color: red }` beats `:host`).
 * `all` leaves custom properties alone, so the theming surface still crosses.
 */
const HOST_CSS = `
:host{all:initial;display:inline-block;direction:ltr;unicode-bidi:isolate}
:host([hidden]){display:none}
[data-porch-scope]{all:initial;display:contents;direction:ltr;font-family:${withFallback(themeVars.fonts.body, lightTheme.fonts.body)};line-height:normal;color:${withFallback(themeVars.colors.modalText, 'CanvasText')}}
`

let shared: CSSStyleSheet | undefined

/** The kit's CSS, the public theme properties and the reset, as one text. */
export function shadowCss(): string {
  return [KIT_CSS, publicPropertiesCss(), HOST_CSS].join('\n')
}

/**
 * Styles a shadow root with one constructable stylesheet shared by every root
 * (`adoptedStyleSheets`): parsed once, and allowed under `style-src 'self'` without
 * 'unsafe-inline' (CSP governs `<style>` elements and style attributes, not CSSOM). A
 * browser without constructable stylesheets (jsdom) gets a `<style>` element instead.
 */
export function adoptStyles(root: ShadowRoot): void {
  if (typeof CSSStyleSheet === 'function' && 'adoptedStyleSheets' in root && 'replaceSync' in CSSStyleSheet.prototype) {
    if (!shared) {
      shared = new CSSStyleSheet()
      shared.replaceSync(shadowCss())
    }
    root.adoptedStyleSheets = [shared]
    return
  }
  const style = root.ownerDocument.createElement('style')
  style.textContent = shadowCss()
  root.prepend(style)
}
