import { lazyImport } from '../core/lazy'
import { setLocaleAbbreviation } from '../format/localeAbbreviation'
import { createCatalogue, type Translation } from './catalogue'
import type { KitMessages } from './en/index'
import type { Locale } from './locales'

/** A translation of the kit: what `lib/i18n/locales/<locale>.ts` exports by default. */
export type KitTranslation = Translation<KitMessages>

// Numbers in other locales than English load with the first such locale (first load: English only).
const loadIntl = lazyImport(() => import('../format/abbreviateIntl'))

/**
 * The kit's catalogue. Each locale is its own chunk (`./locales/<locale>.ts`), fetched only
 * when that locale is chosen; a locale without its file fails to load, loudly.
 */
export const kitCatalogue = createCatalogue<KitMessages>(async (locale: Locale) => {
  const [translation, intl] = await Promise.all([import(`./locales/${locale}.ts`) as Promise<{ default: KitTranslation }>, loadIntl()])
  setLocaleAbbreviation(intl.abbreviateIntl)
  return translation
})
