import { isLocale, type Locale as KitLocale } from '../core/i18n/locales'

/**
 * RainbowKit 2.2.11's locale tags, each mapped onto the kit's catalogue of the same language
 * ('uk-UA' and RainbowKit's 'ua' are Ukrainian, 'zh-Hans' is Simplified, 'zh-Hant' Traditional).
 */
const RAINBOWKIT_LOCALES: Record<RainbowKitLocale, KitLocale> = {
  ar: 'ar', 'ar-AR': 'ar', de: 'de', 'de-DE': 'de', en: 'en', 'en-US': 'en', es: 'es', 'es-419': 'es',
  fr: 'fr', 'fr-FR': 'fr', hi: 'hi', 'hi-IN': 'hi', id: 'id', 'id-ID': 'id', ja: 'ja', 'ja-JP': 'ja',
  ko: 'ko', 'ko-KR': 'ko', ms: 'ms', 'ms-MY': 'ms', pt: 'pt-BR', 'pt-BR': 'pt-BR', ru: 'ru', 'ru-RU': 'ru',
  th: 'th', 'th-TH': 'th', tr: 'tr', 'tr-TR': 'tr', ua: 'uk', 'uk-UA': 'uk', vi: 'vi', 'vi-VN': 'vi',
  zh: 'zh-CN', 'zh-CN': 'zh-CN', 'zh-HK': 'zh-HK', 'zh-TW': 'zh-TW', 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW',
}

/** A RainbowKit locale tag (its 38). */
export type RainbowKitLocale =
  | 'ar' | 'ar-AR' | 'de' | 'de-DE' | 'en' | 'en-US' | 'es' | 'es-419' | 'fr' | 'fr-FR' | 'hi' | 'hi-IN' | 'id' | 'id-ID'
  | 'ja' | 'ja-JP' | 'ko' | 'ko-KR' | 'ms' | 'ms-MY' | 'pt' | 'pt-BR' | 'ru' | 'ru-RU' | 'th' | 'th-TH' | 'tr' | 'tr-TR'
  | 'ua' | 'uk-UA' | 'vi' | 'vi-VN' | 'zh' | 'zh-CN' | 'zh-HK' | 'zh-TW' | 'zh-Hans' | 'zh-Hant'

/** A language the kit speaks: one of its 21 locales, or any of RainbowKit's 38 tags. */
export type Locale = KitLocale | RainbowKitLocale

/**
 * The kit locale a tag names: itself for a kit locale, its language's catalogue for a
 * RainbowKit tag ('en-US' -> 'en', 'zh-Hans' -> 'zh-CN').
 * @throws {TypeError} for a tag neither knows, listing what is accepted.
 */
export function toKitLocale(tag: Locale): KitLocale {
  if (isLocale(tag)) return tag
  const mapped = Object.hasOwn(RAINBOWKIT_LOCALES, tag) ? RAINBOWKIT_LOCALES[tag] : undefined
  if (mapped) return mapped
  throw new TypeError(`Unknown locale "${String(tag)}": use one of ${Object.keys(RAINBOWKIT_LOCALES).join(', ')} (or the kit's fa, he, uk).`)
}
