/**
 * What a locale other than English needs: its translation chunk and the Intl number rule.
 * One on-demand module, so the first load carries a single loader instead of one per
 * locale (a bundler turns each possible `./locales/<locale>.ts` into a loader of its own).
 */
import type { Translation } from './catalogue'
import type { KitMessages } from './en/index'
import type { Locale } from './locales'

export { abbreviateIntl } from '../format/abbreviateIntl'

/** The locale's translation chunk; a locale without its file fails to load, loudly. */
export const loadKitLocale = (locale: Locale) => import(`./locales/${locale}.ts`) as Promise<{ default: Translation<KitMessages> }>
