/** Every locale the kit ships, English first (the source). */
export const LOCALES = [
  'en', 'ar', 'de', 'es', 'fa', 'fr', 'he', 'hi', 'id', 'ja', 'ko', 'ms',
  'pt-BR', 'ru', 'th', 'tr', 'uk', 'vi', 'zh-CN', 'zh-HK', 'zh-TW',
] as const

/** A locale the kit ships (BCP 47 tag). */
export type Locale = (typeof LOCALES)[number]

const RTL: ReadonlySet<string> = new Set(['ar', 'fa', 'he'])

/** True for a value that names a shipped locale exactly (stored values are checked with it). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The writing direction of a locale. */
export function localeDir(locale: Locale): 'ltr' | 'rtl' {
  return RTL.has(locale) ? 'rtl' : 'ltr'
}

/**
 * The best shipped locale for a reader's languages (navigator.languages, most preferred
 * first): an exact tag wins, then Chinese by script or region (Hant/TW, HK/MO, Hans/CN/SG),
 * then the language alone (pt-PT -> pt-BR); English when nothing matches.
 */
export function matchLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const match = matchOne(tag)
    if (match) return match
  }
  return 'en'
}

function matchOne(tag: string): Locale | undefined {
  const lower = tag.toLowerCase()
  const exact = LOCALES.find((l) => l.toLowerCase() === lower)
  if (exact) return exact
  const [language, ...rest] = lower.split('-')
  if (language === 'zh') {
    if (rest.includes('hk') || rest.includes('mo')) return 'zh-HK'
    if (rest.includes('hant') || rest.includes('tw')) return 'zh-TW'
    return 'zh-CN'
  }
  return LOCALES.find((l) => l.split('-')[0]?.toLowerCase() === language)
}
