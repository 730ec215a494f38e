import { ABBREVIATE_ABOVE } from './abbreviateNumber'

const intlFormats = new Map<string, Intl.NumberFormat>()

/** The same rule as above in the reader's locale: compact above 10 000, truncated decimals. */
export function abbreviateIntl(n: number, locale: string): string {
  const abs = Math.abs(n)
  const compact = abs > ABBREVIATE_ABOVE
  const digits = compact ? 1 : abs < 1 ? 3 : abs < 100 ? 2 : 1
  const key = `${locale}|${compact}|${digits}`
  let format = intlFormats.get(key)
  if (!format) {
    // roundingMode (ES2023) is newer than the TypeScript lib in use.
    const options: Intl.NumberFormatOptions & { roundingMode: 'trunc' } = { notation: compact ? 'compact' : 'standard', maximumFractionDigits: digits, roundingMode: 'trunc' }
    format = new Intl.NumberFormat(locale, options)
    intlFormats.set(key, format)
  }
  if (abs !== 0 && abs < 0.001) return `${n < 0 ? '-' : ''}<${format.format(0.001)}`
  return format.format(n)
}
