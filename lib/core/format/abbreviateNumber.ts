import { getLocaleAbbreviation } from './localeAbbreviation'

/** Numbers above this are shown with a suffix (12.3k). */
export const ABBREVIATE_ABOVE = 10_000

const SUFFIXES = [
  { size: 1e12, suffix: 't' },
  { size: 1e9, suffix: 'b' },
  { size: 1e6, suffix: 'm' },
  { size: 1e3, suffix: 'k' },
] as const

/**
 * Cuts a number's decimal representation to `digits` fraction digits, without rounding
 * (a balance is never shown larger than it is: 999 999 -> 999.9k, not 1000k or 1m), and
 * drops trailing zeros. Works on the string form so 0.29 stays 0.29 (0.29 * 1000 is
 * 289.99999999999994 in floating point).
 */
function truncateDecimals(value: number, digits: number): string {
  const text = String(value)
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) return text // exponent form (|x| >= 1e21 or < 1e-6): rare, show as is
  const [, sign = '', int = '0', frac = ''] = match
  const cut = frac.slice(0, digits).replace(/0+$/, '')
  const body = cut ? `${int}.${cut}` : int
  return body === '0' ? '0' : `${sign}${body}` // no "-0"
}

function groupThousands(text: string): string {
  const [int = '', frac] = text.split('.')
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return frac === undefined ? grouped : `${grouped}.${frac}`
}

/**
 * Compact display of a number, for balances.
 *
 * - |n| above 10 000: one decimal at most and a suffix k, m, b or t (10 001 -> `10k`,
 *   999 999 -> `999.9k`, 1 000 000 -> `1m`, 1.5e12 -> `1.5t`, 2e15 -> `2000t`).
 * - |n| at or below 10 000: shown as is with thousands separators and sensible
 *   decimals: 1 decimal from 100, 2 from 1, 3 below 1 (`10,000`, `1,234.5`, `12.34`,
 *   `0.123`); tiny non-zero values show as `<0.001`.
 * Decimals are truncated, never rounded up. Other locales get the same rule through Intl
 * (compact notation above 10 000: `12,3 Tsd.` in German, `1.2万` in Japanese).
 */
export function abbreviateNumber(n: number, locale = 'en'): string {
  if (!Number.isFinite(n)) return String(n)
  const localeAbbreviation = locale === 'en' ? undefined : getLocaleAbbreviation()
  if (localeAbbreviation) return localeAbbreviation(n, locale)
  const abs = Math.abs(n)
  const sign = n < 0 ? '-' : ''
  if (abs > ABBREVIATE_ABOVE) {
    for (const { size, suffix } of SUFFIXES) {
      if (abs >= size) return `${sign}${groupThousands(truncateDecimals(abs / size, 1))}${suffix}`
    }
  }
  if (abs === 0) return '0'
  if (abs < 0.001) return `${sign}<0.001`
  const digits = abs < 1 ? 3 : abs < 100 ? 2 : 1
  return `${sign}${groupThousands(truncateDecimals(abs, digits))}`
}
