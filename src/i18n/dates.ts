/**
 * A chain timestamp (seconds) as a UTC date, or date and time: English keeps the ISO form
 * ('2025-01-31 14:05'), other locales get Intl's medium date and short time.
 */
export function formatUtcDate(seconds: bigint, locale: string, withTime: boolean): string {
  const date = new Date(Number(seconds) * 1000)
  if (locale === 'en') return withTime ? date.toISOString().slice(0, 16).replace('T', ' ') : date.toISOString().slice(0, 10)
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}), timeZone: 'UTC' }).format(date)
}
