import { describe, expect, it } from 'vitest'
import { formatMessage } from '../../lib/core/i18n/message'
import { matchLocale, isLocale, localeDir } from '../../lib/core/i18n/locales'

describe('formatMessage', () => {
  it('fills placeholders, formats numbers for the locale, keeps unknown ones visible', () => {
    expect(formatMessage('en', 'Connect {wallet}', { wallet: 'MetaMask' })).toBe('Connect MetaMask')
    expect(formatMessage('de', '{n} Token', { n: 1234.5 })).toBe('1.234,5 Token')
    expect(formatMessage('en', 'Hi {name}')).toBe('Hi {name}')
  })
  it('plural branches by Intl.PluralRules of the locale, exact =N first, # is the count', () => {
    const msg = '{n, plural, =0 {none} one {# wallet} two {# wallets (two)} few {# wallets (few)} many {# wallets (many)} other {# wallets}}'
    expect(formatMessage('en', msg, { n: 0 })).toBe('none')
    expect(formatMessage('en', msg, { n: 1 })).toBe('1 wallet')
    expect(formatMessage('en', msg, { n: 2 })).toBe('2 wallets')
    expect(formatMessage('ar', msg, { n: 2 })).toBe(`${new Intl.NumberFormat('ar').format(2)} wallets (two)`)
    expect(formatMessage('ar', msg, { n: 3 })).toContain('(few)')
    expect(formatMessage('ru', msg, { n: 5 })).toBe('5 wallets (many)')
  })
  it('select, nested placeholders', () => {
    const msg = 'Paid.{share, select, yes { Your share: {pct}.} other {}} Done.'
    expect(formatMessage('en', msg, { share: 'yes', pct: '5%' })).toBe('Paid. Your share: 5%. Done.')
    expect(formatMessage('en', msg, { share: 'no', pct: '5%' })).toBe('Paid. Done.')
  })
})

describe('locales', () => {
  it('matches the reader languages to a shipped locale', () => {
    expect(matchLocale(['de-AT', 'en'])).toBe('de')
    expect(matchLocale(['pt-PT'])).toBe('pt-BR')
    expect(matchLocale(['zh-Hant-HK'])).toBe('zh-HK')
    expect(matchLocale(['zh-TW'])).toBe('zh-TW')
    expect(matchLocale(['zh'])).toBe('zh-CN')
    expect(matchLocale(['xx', 'fa-IR'])).toBe('fa')
    expect(matchLocale(['xx'])).toBe('en')
  })
  it('accepts only shipped locales (stored values are checked with it), and knows the direction', () => {
    expect(isLocale('de')).toBe(true)
    for (const bad of ['DE', 'de-DE', 'xx', '', null, 1, { toString: () => 'de' }]) expect(isLocale(bad)).toBe(false)
    expect(['ar', 'fa', 'he'].map((l) => localeDir(l as 'ar'))).toEqual(['rtl', 'rtl', 'rtl'])
    expect(localeDir('de')).toBe('ltr')
  })
})
