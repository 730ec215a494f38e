/**
 * Character classes of RFC 5234 (Appendix B.1) and RFC 3986 (sections 2.1 to 2.3), as
 * regular-expression sources, so each production below is spelt once. ABNF's quoted strings
 * are case-insensitive (RFC 5234, section 2.3): HEXDIG's "A" to "F" match "a" to "f" too.
 */
export const ALPHA = 'A-Za-z'
export const DIGIT = '0-9'
export const HEXDIG = '0-9A-Fa-f'
export const UNRESERVED = `${ALPHA}${DIGIT}\\-._~`
export const SUB_DELIMS = "!$&'()*+,;="
export const GEN_DELIMS = ':/?#\\[\\]@'
export const PCT_ENCODED = `%[${HEXDIG}]{2}`
/** pchar = unreserved / pct-encoded / sub-delims / ":" / "@" */
export const PCHAR = `(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT_ENCODED})`

/** The whole text, and nothing else, matches `source`. */
export const whole = (source: string): RegExp => new RegExp(`^(?:${source})$`)

/** scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (RFC 3986, section 3.1). */
export const SCHEME = whole(`[${ALPHA}][${ALPHA}${DIGIT}+\\-.]*`)
