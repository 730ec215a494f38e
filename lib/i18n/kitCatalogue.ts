import { createCatalogue, type Translation } from './catalogue'
import type { KitMessages } from './en/index'
import type { Locale } from './locales'

/** A translation of the kit: what `lib/i18n/locales/<locale>.ts` exports by default. */
export type KitTranslation = Translation<KitMessages>

/**
 * The kit's catalogue. Each locale is its own chunk (`./locales/<locale>.ts`), fetched only
 * when that locale is chosen; a locale without its file fails to load, loudly.
 */
export const kitCatalogue = createCatalogue<KitMessages>(
  (locale: Locale) => import(`./locales/${locale}.ts`) as Promise<{ default: KitTranslation }>,
)
