import { LOCALE_NAMES, LOCALES, type Locale } from '@porch/kit'

/** The shipped languages, each named in itself, for the language menu. */
export const LANGUAGES: ReadonlyArray<readonly [Locale, string]> = LOCALES.map((l) => [l, LOCALE_NAMES[l]] as const)
