import { lazyImport, type LazyImport } from '../lazy'
import type { Locale } from './locales'

/** English source messages, grouped by screen or component: `{ section: { key: message } }`. */
export type Sections = { readonly [section: string]: { readonly [key: string]: string } }

/**
 * A translation of English sections `E`: the same sections and keys, any text. An object
 * literal typed with it fails to compile when a key is missing or misspelt.
 */
export type Translation<E extends Sections> = { readonly [S in keyof E]: { readonly [K in keyof E[S]]: string } }

/** Loads one locale's translation module (`export default` a Translation). */
export type LocaleModuleLoader<E extends Sections> = (locale: Locale) => Promise<{ default: Translation<E> }>

/** One message catalogue (the kit's, an app's): translations loaded per locale, on demand. */
export interface Catalogue<E extends Sections> {
  /** The loaded translation of `locale`, if any (never for English: the source renders as is). */
  get(locale: Locale): Translation<E> | undefined
  /** Loads the locale's chunk once (a failed load is tried again next time). */
  load(locale: Locale): Promise<void>
}

/**
 * A catalogue whose English sections stay in the modules that render them (so each English
 * string ships with its screen) while every other locale is one chunk, loaded on request.
 */
export function createCatalogue<E extends Sections>(loadLocale: LocaleModuleLoader<E>): Catalogue<E> {
  const loaded = new Map<Locale, Translation<E>>()
  const loaders = new Map<Locale, LazyImport<void>>()
  return {
    get: (locale) => loaded.get(locale),
    load(locale) {
      if (locale === 'en' || loaded.has(locale)) return Promise.resolve()
      let load = loaders.get(locale)
      if (!load) {
        load = lazyImport(async () => {
          loaded.set(locale, (await loadLocale(locale)).default)
        })
        loaders.set(locale, load)
      }
      return load()
    },
  }
}
