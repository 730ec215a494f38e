/**
 * Numbers the reader's way: the locale's decimal and group separators, and native digits
 * (Arabic-Indic, Persian, Devanagari) typed into the amount field read as 0-9. Loaded with
 * any locale but English (see i18n/numbers.ts), so the first load carries none of it.
 */
import { formatUnits } from 'viem'

interface Separators {
  /** The locale's decimal separator in Latin digits: '.' or ','. */
  decimal: '.' | ','
  /** The separator a reader of this locale may group thousands with: the other of '.' and ','. */
  group: '.' | ','
  /** The locale writes thousands groups with a space (fr, ru, uk...). */
  spaceGroups: boolean
  /** Lakh grouping (hi: 1,23,456). */
  indianGroups: boolean
}

/**
 * Arabic-Indic ٠-٩, Persian ۰-۹ and Devanagari ०-९ digits become 0-9; the Arabic decimal
 * separator ٫ becomes the locale's decimal separator and the Arabic thousands separator ٬
 * its group separator.
 */
function toAsciiDigits(text: string, { decimal, group }: Separators): string {
  return text.replace(/[\u0660-\u066c\u06f0-\u06f9\u0966-\u096f]/g, (c) => {
    const code = c.charCodeAt(0)
    if (code === 0x066b) return decimal
    if (code === 0x066c) return group
    if (code <= 0x0669) return String(code - 0x0660)
    if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0)
    if (code >= 0x0966) return String(code - 0x0966)
    return c // ٪ and the like: left for the number check to refuse
  })
}

const cache = new Map<string, Separators>()

/** The decimal and group separators of `locale`, from Intl (in Latin digits). */
export function separators(locale: string): Separators {
  let found = cache.get(locale)
  if (!found) {
    const options: Intl.NumberFormatOptions & { numberingSystem: string } = { numberingSystem: 'latn' }
    const parts = new Intl.NumberFormat(locale, options).formatToParts(1234567.5)
    const decimal = parts.find((p) => p.type === 'decimal')?.value === ',' ? ',' : '.'
    const group = parts.find((p) => p.type === 'group')?.value ?? ''
    found = { decimal, group: decimal === ',' ? '.' : ',', spaceGroups: /\s/.test(group), indianGroups: locale === 'hi' }
    cache.set(locale, found)
  }
  return found
}

/**
 * Reads the integer part's grouping: `1.234.567` (de) or `1,23,456` (hi) with every group
 * complete. Returns the digits, or undefined when the separators are not a valid grouping.
 */
function ungroup(integer: string, group: string, indian: boolean): string | undefined {
  const g = group === '.' ? '\\.' : group
  const western = new RegExp(`^\\d{1,3}(${g}\\d{3})+$`)
  const lakh = new RegExp(`^\\d{1,2}(${g}\\d{2})*${g}\\d{3}$`)
  return western.test(integer) || (indian && lakh.test(integer)) ? integer.split(group).join('') : undefined
}

const formats = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)))
  return format
}

/**
 * An exact decimal string in the locale's format, cut (never rounded up) to `maxFraction`
 * decimals. Intl.NumberFormat formats decimal strings exactly (no float on the way).
 */
function formatDecimalString(decimal: string, locale: string, maxFraction: number, minFraction = 0): string {
  const options: Intl.NumberFormatOptions & { roundingMode: 'trunc' } = { maximumFractionDigits: maxFraction, minimumFractionDigits: minFraction, roundingMode: 'trunc' }
  return numberFormat(locale, options).format(decimal as unknown as number)
}

/** A fraction (0.125) as a percentage in the locale (`12,5 %` in de). */
export function formatPercent(fraction: number, locale: string, maxFraction = 2): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: maxFraction }).format(fraction)
}

/** Why typed text is refused before it is read as a number. */
export type Refusal = { key: 'ambiguous'; params: { decimal: string; example: string } } | { key: 'notNumber' }

/**
 * The typed text as a plain number with a '.' decimal point, or why it is refused. The
 * locale's decimal separator is the decimal point (`1,5` in de is 1.5); native digits read
 * as 0-9; a group separator is accepted only in a complete grouping that cannot be a decimal
 * point (`1.234,5` or `1.234.567` in de). `1.234` in de could be either: refused, with how to
 * type it.
 */
export function normalizeAmount(input: string, locale: string): string | Refusal {
  const seps = separators(locale)
  let text = toAsciiDigits(input, seps)
  if (seps.spaceGroups) text = text.replace(/(?<=\d)[\s\u00a0\u202f](?=\d{3})/g, '')
  const ambiguous: Refusal = { key: 'ambiguous', params: { decimal: seps.decimal, example: `1234${seps.decimal}5` } }
  if (text.includes(seps.group) && /^-?[\d.,]+$/.test(text)) {
    const [integer = '', ...rest] = text.replace(/^-/, '').split(seps.decimal)
    const digits = rest.length <= 1 ? ungroup(integer, seps.group, seps.indianGroups) : undefined
    const single = integer.split(seps.group).length === 2 && rest.length === 0
    if (digits === undefined || single) return ambiguous
    text = `${text.startsWith('-') ? '-' : ''}${digits}${rest.length ? `${seps.decimal}${rest[0]}` : ''}`
  }
  if (text.split(seps.decimal).length > 2) return ambiguous
  if (seps.decimal === ',') {
    if (text.includes('.')) return { key: 'notNumber' }
    text = text.replace(',', '.')
  }
  return text
}

/** An exact decimal string of base units in the locale's form (for Max): no grouping. */
export function formatAmountIn(value: bigint, decimals: number, locale: string): string {
  const text = formatUnits(value, decimals)
  return separators(locale).decimal === ',' ? text.replace('.', ',') : text
}

/** A display amount in the locale, cut to `maxFraction` decimals; tiny non-zero amounts read `<0,0001`. */
export function formatDisplayIn(value: bigint, decimals: number, maxFraction: number, locale: string, minFraction: number): string {
  const [int = '0', frac = ''] = formatUnits(value < 0n ? -value : value, decimals).split('.')
  if (value !== 0n && int === '0' && !/[1-9]/.test(frac.slice(0, maxFraction))) {
    const tiny = maxFraction > 0 ? `0.${'0'.repeat(maxFraction - 1)}1` : '1'
    return `${value < 0n ? '-' : ''}<${formatDecimalString(tiny, locale, maxFraction)}`
  }
  return formatDecimalString(formatUnits(value, decimals), locale, maxFraction, minFraction)
}

/** A duration in Intl's short units ('5 Sek.', '3 Min.'). */
export function formatDuration(n: number, unit: 'second' | 'minute' | 'hour', locale: string): string {
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(n)
}
