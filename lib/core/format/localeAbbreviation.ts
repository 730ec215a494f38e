/**
 * The other locales' number rule (format/abbreviateIntl.ts), installed when a non-English
 * locale loads. Apart from abbreviateNumber so the catalogue installs it without carrying
 * the English formatter into the first load.
 */
let localeAbbreviation: ((n: number, locale: string) => string) | undefined

/** Installs the other locales' rule (format/abbreviateIntl.ts, loaded with a non-English locale). */
export function setLocaleAbbreviation(format: (n: number, locale: string) => string): void {
  localeAbbreviation = format
}

/** The other locales' rule, once a non-English locale has loaded. */
export const getLocaleAbbreviation = () => localeAbbreviation
