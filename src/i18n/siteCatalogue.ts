import { createCatalogue, formatMessage, lazyImport, type Locale, type MessageParams, type Translation } from '@porch/kit'
import type { SiteMessages } from './en/index'

// The loaders of the other locales come with the first one chosen (first load: English only).
const loadLocales = lazyImport(() => import('./siteLocales'))

/** A translation of the site: what `src/i18n/locales/<locale>.ts` exports by default. */
export type SiteTranslation = Translation<SiteMessages>

/** `t(key, params)` of one section. */
export type SiteText<E> = (key: keyof E & string, params?: MessageParams) => string

/** The site's catalogue; each locale is its own chunk (siteLocales.ts), loaded with the kit's when chosen. */
export const siteCatalogue = createCatalogue<SiteMessages>(async (locale: Locale) => (await loadLocales()).loadSiteLocale(locale))

/**
 * The lookup outside React, for sentences made by the write path (results, errors,
 * transaction descriptions), in `locale`: the one the kit shows (`useLocale()`, the kit's
 * LocaleProvider), handed down with the action's context; the site keeps no copy of it.
 * (React-free on purpose: the lazily loaded write path imports it.)
 */
export function siteText<S extends keyof SiteMessages>(locale: Locale, section: S, english: SiteMessages[S]): SiteText<SiteMessages[S]> {
  return (key, params) => formatMessage(locale, siteCatalogue.get(locale)?.[section][key] ?? (english[key] as string), params)
}
