import { lazyImport } from '../lazy'
import { setLocaleAbbreviation } from '../format/localeAbbreviation'
import { createCatalogue, type Translation } from './catalogue'
import type { KitMessages } from './en/index'
import type { Locale } from './locales'

/** A translation of the kit: what `lib/core/i18n/locales/<locale>.ts` exports by default. */
export type KitTranslation = Translation<KitMessages>

// Other locales than English (their strings and numbers) load with the first one chosen (first load: English only).
const loadChunks = lazyImport(() => import('./localeChunks'))

/**
 * The kit's catalogue. Each locale is its own chunk (`./locales/<locale>.ts`, see
 * localeChunks.ts), fetched only when that locale is chosen.
 */
export const kitCatalogue = createCatalogue<KitMessages>(async (locale: Locale) => {
  const chunks = await loadChunks()
  setLocaleAbbreviation(chunks.abbreviateIntl)
  return chunks.loadKitLocale(locale)
})
