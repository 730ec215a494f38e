import { describe, expect, it } from 'vitest'
import { cssObjectFromTheme, cssStringFromTheme, darkTheme, lightTheme, midnightTheme, type ThemeVars } from '@porch/kit/react'
import { propertyName, themeVars } from '../../lib/theme/theme'
import { overlayBlur } from '../../lib/ui/Dialog/Dialog.css'

const accent = propertyName(themeVars.colors.accent)
const modalRadius = propertyName(themeVars.radii.modal)
const font = propertyName(themeVars.fonts.body)
const blur = propertyName(overlayBlur)

// RainbowKit's token tree, group by group: a theme object must have every token.
const TREE: { [G in keyof ThemeVars]: number } = { colors: 30, fonts: 1, radii: 5, shadows: 6, blurs: 1 }

describe("RainbowKit's theme functions", () => {
  it.each([
    ['lightTheme', lightTheme],
    ['darkTheme', darkTheme],
    ['midnightTheme', midnightTheme],
  ])('%s returns the whole token tree, every value a string, and carries six accent presets', (_, fn) => {
    const theme = fn()
    for (const [group, count] of Object.entries(TREE)) {
      const values = Object.values(theme[group as keyof ThemeVars])
      expect(values).toHaveLength(count)
      for (const v of values) expect(typeof v).toBe('string')
    }
    expect(Object.keys(fn.accentColors).sort()).toEqual(['blue', 'green', 'orange', 'pink', 'purple', 'red'])
    // The default accent is the blue preset, as RainbowKit's.
    expect(theme.colors.accentColor).toBe(fn.accentColors.blue.accentColor)
  })

  it('takes accentColor, accentColorForeground, borderRadius, fontStack and overlayBlur', () => {
    const t = darkTheme({ accentColor: '#7b3fe4', accentColorForeground: 'white', borderRadius: 'medium', fontStack: 'system', overlayBlur: 'small' })
    expect(t.colors.accentColor).toBe('#7b3fe4')
    expect(t.colors.accentColorForeground).toBe('white')
    expect(t.radii).toEqual({ actionButton: '10px', connectButton: '10px', menuButton: '10px', modal: '16px', modalMobile: '16px' })
    expect(t.fonts.body.startsWith('SFRounded')).toBe(false)
    expect(t.blurs.modalOverlay).toBe('blur(4px)')
    expect(lightTheme().fonts.body.startsWith('SFRounded')).toBe(true)
    expect(lightTheme({ ...lightTheme.accentColors.purple }).colors.accentColor).toBe(lightTheme.accentColors.purple.accentColor)
    expect(lightTheme({ borderRadius: 'none' }).radii.modal).toBe('0px')
  })

  it('refuses an option outside its scale, naming the allowed values', () => {
    // @ts-expect-error -- not a radius step
    expect(() => lightTheme({ borderRadius: 'huge' })).toThrow('Invalid theme option borderRadius "huge": use "large", "medium", "small", "none".')
    // @ts-expect-error -- not a font stack
    expect(() => darkTheme({ fontStack: 'serif' })).toThrow(/fontStack "serif"/)
  })
})

describe('cssObjectFromTheme / cssStringFromTheme', () => {
  it("map RainbowKit's tokens onto the kit's theme contract custom properties", () => {
    const css = cssObjectFromTheme(darkTheme({ accentColor: '#123456', borderRadius: 'small', overlayBlur: 'large' }))
    expect(css[accent]).toBe('#123456')
    expect(css[modalRadius]).toBe('8px')
    expect(css[blur]).toBe('blur(20px)')
    expect(css[font]).toContain('SFRounded')
    for (const key of Object.keys(css)) expect(key.startsWith('--')).toBe(true)
    // A theme function works in place of its theme.
    expect(cssObjectFromTheme(lightTheme)).toEqual(cssObjectFromTheme(lightTheme()))
  })

  it('with `extends` keep only what differs', () => {
    const css = cssObjectFromTheme(lightTheme({ accentColor: '#123456' }), { extends: lightTheme })
    expect(css).toEqual({ [accent]: '#123456' })
  })

  it('give a declaration list with the characters that could end a value or a tag removed', () => {
    const base = lightTheme()
    const evil = { ...base, colors: { ...base.colors, accentColor: 'red;}</style><script>' } }
    const text = cssStringFromTheme(evil, { extends: base })
    expect(text).toBe(`${accent}:redstylescript;`)
    expect(cssStringFromTheme(lightTheme)).toMatch(/^(--[^:;]+:[^;]+;)+$/)
  })
})
