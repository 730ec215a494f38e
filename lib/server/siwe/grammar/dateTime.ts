/**
 * RFC 3339's date-time (section 5.6), EIP-4361's Issued At, Expiration Time and Not Before:
 *   date-time    = full-date "T" full-time
 *   full-date    = date-fullyear "-" date-month "-" date-mday      ; 4DIGIT "-" 2DIGIT "-" 2DIGIT
 *   full-time    = partial-time time-offset
 *   partial-time = time-hour ":" time-minute ":" time-second [ time-secfrac ]
 *   time-secfrac = "." 1*DIGIT
 *   time-offset  = "Z" / ( "+" / "-" ) time-hour ":" time-minute
 * "T" and "Z" may be lowercase (ABNF strings are case-insensitive; RFC 3339 section 5.6 says
 * so too). The day must exist in its month (01-28/29/30/31), hours run 00-23, minutes 00-59,
 * seconds 00-59, or 60 for a leap second (section 5.7): only as the last second of a month in
 * UTC (23:59:60Z on the 30th of June, say), where the ITU inserts them.
 */
const DATE_TIME = /^([0-9]{4})-([0-9]{2})-([0-9]{2})[Tt]([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]+))?(?:[Zz]|([+-])([0-9]{2}):([0-9]{2}))$/

const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
const daysInMonth = (y: number, m: number): number => (m === 2 ? (isLeapYear(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31)

/** Unix ms of the UTC instant an RFC 3339 date-time names, or undefined when `text` is not one. */
export function parseDateTime(text: string): number | undefined {
  const m = DATE_TIME.exec(text)
  if (!m) return undefined
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 60) return undefined
  let offsetMinutes = 0
  if (m[8]) {
    const [h, min] = [Number(m[9]), Number(m[10])]
    if (h > 23 || min > 59) return undefined
    offsetMinutes = (m[8] === '-' ? -1 : 1) * (h * 60 + min)
  }
  // Fractions of any length are read to the millisecond (truncated): the instants compared
  // are JavaScript times.
  const ms = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0
  const date = new Date(0)
  // setUTCFullYear, not Date.UTC: years 0000-0099 stay themselves.
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hour, minute, Math.min(second, 59), ms)
  const instant = date.getTime() - offsetMinutes * 60_000
  if (second < 60) return instant
  // A leap second has no Unix time of its own: it counts as the next day's first second.
  const utc = new Date(instant)
  const lastSecondOfMonth = utc.getUTCHours() === 23 && utc.getUTCMinutes() === 59 && utc.getUTCSeconds() === 59 && utc.getUTCDate() === daysInMonth(utc.getUTCFullYear(), utc.getUTCMonth() + 1)
  return lastSecondOfMonth ? instant + 1000 : undefined
}
