import { describe, expect, it } from 'vitest'
import { autoThemeClass, darkThemeClass, lightThemeClass, resolveTheme, themeClass, themeStyle, themeVars } from '../../lib/theme/theme'

describe('theme', () => {
  it('must be an object, not a function', () => {
    expect(() => resolveTheme(() => ({}))).toThrow(/pass a theme object .* not a function/)
    expect(() => resolveTheme('dark')).toThrow(/expected an object/)
    expect(() => resolveTheme([])).toThrow(/an array/)
    expect(resolveTheme(undefined)).toEqual({ mode: 'auto' })
  })

  it('picks the palette class by mode', () => {
    expect(themeClass('light')).toBe(lightThemeClass)
    expect(themeClass('dark')).toBe(darkThemeClass)
    expect(themeClass()).toBe(autoThemeClass)
    expect(() => resolveTheme({ mode: 'blue' })).toThrow(/Invalid theme mode/)
  })

  it('turns the accent colour into the contract variable', () => {
    const style = themeStyle({ accentColor: '#7b3fe4', borderRadius: 'small' })
    const accentVar = /var\((--[^)]+)\)/.exec(themeVars.colors.accent)![1]!
    expect(style[accentVar]).toBe('#7b3fe4')
    expect(Object.keys(style).length).toBe(5)
  })

  it('rejects accent colours that are not plain colours', () => {
    expect(() => themeStyle({ accentColor: 'red; background: url(x)' })).toThrow(/Invalid theme accentColor/)
    expect(() => themeStyle({ accentColor: 'rgb(1, 2, 3)' })).not.toThrow()
  })
})
