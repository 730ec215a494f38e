/**
 * Porch theming (`@porch/kit/theme`): the theme contract and the built-in palettes, for
 * apps that style their own components with the kit's variables (vanilla-extract or plain
 * CSS `var()`), so the app and the modals share one palette.
 * @packageDocumentation
 */
export { themeVars, lightThemeClass, darkThemeClass, autoThemeClass } from './theme.css'
export type { ThemeOptions, ThemeMode, BorderRadius } from './theme'
