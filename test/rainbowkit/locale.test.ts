import { describe, expect, it } from 'vitest'
import { LOCALES } from '@porch/kit/react'
import { toKitLocale, type RainbowKitLocale } from '../../lib/rainbowkit/locale'

// RainbowKit 2.2.11's 38 tags (its `Locale` union), and the kit locale of the same language.
const EXPECTED: Record<RainbowKitLocale, string> = {
  ar: 'ar', 'ar-AR': 'ar', de: 'de', 'de-DE': 'de', en: 'en', 'en-US': 'en', es: 'es', 'es-419': 'es',
  fr: 'fr', 'fr-FR': 'fr', hi: 'hi', 'hi-IN': 'hi', id: 'id', 'id-ID': 'id', ja: 'ja', 'ja-JP': 'ja',
  ko: 'ko', 'ko-KR': 'ko', ms: 'ms', 'ms-MY': 'ms', pt: 'pt-BR', 'pt-BR': 'pt-BR', ru: 'ru', 'ru-RU': 'ru',
  th: 'th', 'th-TH': 'th', tr: 'tr', 'tr-TR': 'tr', ua: 'uk', 'uk-UA': 'uk', vi: 'vi', 'vi-VN': 'vi',
  zh: 'zh-CN', 'zh-CN': 'zh-CN', 'zh-HK': 'zh-HK', 'zh-TW': 'zh-TW', 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW',
}

describe('Locale: the kit’s 21 and RainbowKit’s 38 tags', () => {
  it('maps every RainbowKit tag onto the kit catalogue of its language', () => {
    expect(Object.keys(EXPECTED)).toHaveLength(38)
    for (const [tag, kit] of Object.entries(EXPECTED)) expect([tag, toKitLocale(tag as RainbowKitLocale)]).toEqual([tag, kit])
  })

  it('keeps every kit locale as it is', () => {
    for (const l of LOCALES) expect(toKitLocale(l)).toBe(l)
  })

  it('refuses an unknown tag in words', () => {
    expect(() => toKitLocale('xx-YY' as RainbowKitLocale)).toThrow(/^Unknown locale "xx-YY": use one of ar, ar-AR,/)
  })
})
