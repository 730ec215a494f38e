/**
 * The site's translation chunks, one per locale other than English. An on-demand module of
 * its own, so the first load carries one loader instead of one per locale (a bundler turns
 * each possible `./locales/<locale>.ts` into a loader of its own, 20 of them here).
 */
import type { Locale, Translation } from '@porch/kit'
import type { SiteMessages } from './en/index'

/** The locale's translation chunk; a locale without its file fails to load, loudly. */
export const loadSiteLocale = (locale: Locale) => import(`./locales/${locale}.ts`) as Promise<{ default: Translation<SiteMessages> }>
