import { createCatalogue, formatMessage, type Locale, type MessageParams, type Translation } from '@porch/kit'
import type { SiteMessages } from './en/index'

/** A translation of the site: what `src/i18n/locales/<locale>.ts` exports by default. */
export type SiteTranslation = Translation<SiteMessages>

/** `t(key, params)` of one section. */
export type SiteText<E> = (key: keyof E & string, params?: MessageParams) => string

/** The site's catalogue; each locale is its own chunk, loaded with the kit's when chosen. */
export const siteCatalogue = createCatalogue<SiteMessages>(
  (locale: Locale) => import(`./locales/${locale}.ts`) as Promise<{ default: SiteTranslation }>,
)

let current: Locale = 'en'

/** The locale the page shows now (set by DocumentLocale as it renders). */
export function currentLocale(): Locale {
  return current
}

export function setCurrentLocale(locale: Locale): void {
  current = locale
}

/**
 * The lookup outside React, for sentences made by the write path (results, errors,
 * transaction descriptions): they are worded in the locale shown when they are made.
 * (React-free on purpose: the lazily loaded write path imports it.)
 */
export function siteText<S extends keyof SiteMessages>(section: S, english: SiteMessages[S]): SiteText<SiteMessages[S]> {
  return (key, params) => formatMessage(current, siteCatalogue.get(current)?.[section][key] ?? (english[key] as string), params)
}
