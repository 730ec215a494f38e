import { createCatalogue, formatMessage, type Locale, type MessageParams, type Translation } from '@porch/kit'
import { useMessages, type Translate } from '@porch/kit/react'
import type { SiteMessages } from './en/index'

/** A translation of the site: what `src/i18n/locales/<locale>.ts` exports by default. */
export type SiteTranslation = Translation<SiteMessages>

/** The site's catalogue; each locale is its own chunk, loaded with the kit's when chosen. */
export const siteCatalogue = createCatalogue<SiteMessages>(
  (locale: Locale) => import(`./locales/${locale}.ts`) as Promise<{ default: SiteTranslation }>,
)

/** `t(key, params)` for one section of the site's catalogue, in the active locale. */
export function useSiteMessages<S extends keyof SiteMessages>(section: S, english: SiteMessages[S]): Translate<SiteMessages[S]> {
  return useMessages(siteCatalogue, section, english)
}

let current: Locale = 'en'

/** The locale the page shows now (set by the language state before it renders). */
export function currentLocale(): Locale {
  return current
}

export function setCurrentLocale(locale: Locale): void {
  current = locale
}

/**
 * The same lookup outside React, for sentences made by the write path (results, errors,
 * transaction descriptions): they are worded in the locale shown when they are made.
 */
export function siteText<S extends keyof SiteMessages>(section: S, english: SiteMessages[S]): Translate<SiteMessages[S]> {
  return (key, params?: MessageParams) => formatMessage(current, siteCatalogue.get(current)?.[section][key] ?? (english[key] as string), params)
}
