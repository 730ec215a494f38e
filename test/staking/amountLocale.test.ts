import { beforeAll, describe, expect, it } from 'vitest'
import { numberSupport } from '../../src/i18n/numbers'
import { parseUnits } from 'viem'
import { formatAmount, formatDisplay, parseAmount } from '../../src/staking/amount'

const value = (input: string, locale: string, decimals = 18) => {
  const r = parseAmount(input, decimals, { locale })
  if (!r.ok) throw new Error(`expected "${input}" (${locale}) to parse, got: ${r.message}`)
  return r.value
}
const refused = (input: string, locale: string) => {
  const r = parseAmount(input, 18, { locale })
  if (r.ok) throw new Error(`expected "${input}" (${locale}) to be refused, got ${r.value}`)
  return r.message
}
const units = (s: string) => parseUnits(s, 18)

describe('amount field in the reader locale', () => {
  beforeAll(() => numberSupport.load('de'))

  it('de: the comma is the decimal point; a point only groups complete thousands', () => {
    expect(value('1,5', 'de')).toBe(units('1.5'))
    expect(value('0,000000000000000001', 'de')).toBe(1n)
    expect(value('1.234,5', 'de')).toBe(units('1234.5'))
    expect(value('1.234.567', 'de')).toBe(units('1234567'))
    expect(value('12.345.678,25', 'de')).toBe(units('12345678.25'))
    // Could be 1234 or 1.234: refused, with how to type it.
    expect(refused('1.234', 'de')).toBe('Use , for decimals and no thousands separators (for example 1234,5).')
    // Not a grouping, and the point is not the German decimal separator.
    expect(refused('1.5', 'de')).toMatch(/Use , for decimals/)
    expect(refused('1.23.456', 'de')).toMatch(/Use , for decimals/)
    expect(refused('1,2,3', 'de')).toMatch(/Use , for decimals/)
    expect(refused('1,5a', 'de')).toBe('Use only digits and one decimal point.')
  })

  it('fr: comma decimals, space groups (also narrow no-break spaces)', () => {
    expect(value('1,5', 'fr')).toBe(units('1.5'))
    expect(value('1 234,5', 'fr')).toBe(units('1234.5'))
    expect(value('1\u202f234\u202f567', 'fr')).toBe(units('1234567'))
    expect(refused('1.234', 'fr')).toMatch(/Use , for decimals/)
  })

  it('ar: Arabic-Indic digits and separators, or Latin ones', () => {
    expect(value('١٫٥', 'ar')).toBe(units('1.5'))
    expect(value('١٬٢٣٤٫٥', 'ar')).toBe(units('1234.5'))
    expect(value('1.5', 'ar')).toBe(units('1.5'))
    expect(value('۲۵', 'ar')).toBe(units('25')) // Persian digits
    expect(refused('١٬٢٣٤', 'ar')).toMatch(/Use \. for decimals/)
    expect(refused('1,5', 'ar')).toMatch(/Use \. for decimals/)
  })

  it('hi: Devanagari digits, lakh grouping, a lone group comma refused', () => {
    expect(value('१.५', 'hi')).toBe(units('1.5'))
    expect(value('1,23,456.75', 'hi')).toBe(units('123456.75'))
    expect(value('12,345.5', 'hi')).toBe(units('12345.5'))
    expect(refused('1,234', 'hi')).toMatch(/Use \. for decimals/)
  })

  it('en keeps refusing every comma with its own sentence', () => {
    expect(refused('1,234', 'en')).toBe('Use a point for decimals and no thousands separators (for example 1234.5).')
    expect(refused('1,234.5', 'en')).toBe('Use a point for decimals and no thousands separators (for example 1234.5).')
  })

  it('the value is exact in every locale (no float on the way)', () => {
    const exact = '123456789.123456789123456789'
    for (const [locale, typed] of [['de', '123.456.789,123456789123456789'], ['fr', '123 456 789,123456789123456789'], ['hi', '12,34,56,789.123456789123456789'], ['ar', '١٢٣٤٥٦٧٨٩٫١٢٣٤٥٦٧٨٩١٢٣٤٥٦٧٨٩']] as const) {
      expect(value(typed, locale, 27), locale).toBe(parseUnits(exact, 27))
    }
  })

  it('Max fills the field in the locale form, which reads back to the same value', () => {
    const balance = units('1234.5')
    for (const locale of ['de', 'fr', 'ar', 'hi']) expect(value(formatAmount(balance, 18, locale), locale)).toBe(balance)
    expect(formatAmount(balance, 18, 'de')).toBe('1234,5')
  })

  it('formats display amounts the reader way, cut not rounded', () => {
    expect(formatDisplay(units('1234.56789'), 18, 4, 'de')).toBe('1.234,5678')
    expect(formatDisplay(units('1234.56789'), 18, 2, 'fr')).toBe('1\u202f234,56')
    expect(formatDisplay(units('123456.5'), 18, 2, 'hi')).toBe('1,23,456.5')
    expect(formatDisplay(units('0.00001'), 18, 4, 'de')).toBe('<0,0001')
    expect(formatDisplay(units('1.5'), 18, 2, 'ar')).toMatch(/^(1\.5|١٫٥)$/)
  })
})
