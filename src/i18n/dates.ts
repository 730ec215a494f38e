/**
 * A chain timestamp (seconds) as a UTC date, or date and time: English keeps the ISO form
 * ('2025-01-31 14:05'), other locales get Intl's medium date and short time.
 */
export function formatUtcDate(seconds: bigint, locale: string, withTime: boolean): string {
  const date = new Date(Number(seconds) * 1000)
  if (locale === 'en') return withTime ? date.toISOString().slice(0, 16).replace('T', ' ') : date.toISOString().slice(0, 10)
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}), timeZone: 'UTC' }).format(date)
}

/** How fine a chart's time tick is: it picks the label's form. */
export type TimeUnit = 'minute' | 'hour' | 'day' | 'month' | 'year'

const AXIS_FORMATS: Record<TimeUnit, Intl.DateTimeFormatOptions> = {
  minute: { hour: 'numeric', minute: '2-digit' },
  hour: { hour: 'numeric', minute: '2-digit' },
  day: { month: 'short', day: 'numeric' },
  month: { month: 'short', year: 'numeric' },
  year: { year: 'numeric' },
}

/**
 * A chart tick (seconds, UTC) as short as its unit allows: '14:30', 'Dec 5', 'Dec 2026',
 * '2026', in the locale's words and digits; `withDay` adds the day to a time ('Dec 5 14:30')
 * for spans longer than a day. English times keep the ISO 24-hour form, as in formatUtcDate.
 */
export function formatAxisTime(seconds: number, locale: string, unit: TimeUnit, withDay = false): string {
  const date = new Date(seconds * 1000)
  const time = unit === 'minute' || unit === 'hour'
  if (locale === 'en' && time) return withDay ? `${formatAxisTime(seconds, locale, 'day')} ${date.toISOString().slice(11, 16)}` : date.toISOString().slice(11, 16)
  return new Intl.DateTimeFormat(locale, { ...AXIS_FORMATS[unit], ...(time && withDay ? AXIS_FORMATS.day : {}), timeZone: 'UTC' }).format(date)
}
