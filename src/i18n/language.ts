import { isLocale, matchLocale, type KitStorage, type Locale } from '@porch/kit'

const KEY = 'locale'

/**
 * The locale to start in: the reader's own choice if one is stored (a stored value that is
 * not a shipped locale is ignored), else the best match for the browser's languages.
 */
export function initialLocale(storage: KitStorage, languages: readonly string[]): Locale {
  return storage.get(KEY, (raw) => (isLocale(raw) ? raw : undefined)) ?? matchLocale(languages)
}

/** Remembers the reader's choice for the next visit. */
export function rememberLocale(storage: KitStorage, locale: Locale): void {
  storage.set(KEY, locale)
}
