import { formatUnits, parseUnits } from 'viem'
import { formatMessage } from '@porch/kit'
import type { Translate } from '@porch/kit/react'
import { amount } from '../i18n/en/amount'
import { formatDecimalString, separators, toAsciiDigits, ungroup } from './localeNumber'

/**
 * Exact decimal <-> bigint conversion for token amounts, and the plain sentences shown
 * under an amount field. Never goes through floating point.
 *
 * Accepted: digits with at most one decimal point, surrounding spaces ignored; '.5' reads
 * as 0.5 and '5.' as 5. In English commas are rejected with their own message: '1,5' (a
 * decimal comma) and '1,000' (a thousands separator) look alike, and guessing wrong would
 * send a thousand times more or less than meant. Other locales: see parseAmount.
 */
export type AmountResult = { ok: true; value: bigint } | { ok: false; message: string }

export interface AmountOptions {
  /** Token symbol for messages ('MANGO has at most 18 decimals.'). */
  symbol?: string
  /** The most the user can send (their balance); omit when not known yet. */
  max?: bigint
  /** The reader's locale (default 'en'): its separators and messages. */
  locale?: string
  /** The amount messages in that locale (default English). */
  t?: Translate<typeof amount>
}

const MAX_UINT256 = 2n ** 256n - 1n
const NUMBER = /^(\d+\.?\d*|\.\d+)$/
const EXPONENT = /^[+-]?(\d+\.?\d*|\.\d+)e[+-]?\d+$/i

/** The English messages (the amount field shows them through the site catalogue). */
const english: Translate<typeof amount> = (key, params) => formatMessage('en', amount[key], params)

/**
 * Parse what the user typed into base units of a token with `decimals` decimals, in the
 * reader's locale: its decimal separator is the decimal point (`1,5` in de is 1.5), native
 * digits read as 0-9, and a group separator is accepted only where it cannot be a decimal
 * point (`1.234,5` or `1.234.567` in de). `1.234` in de could be either, so it is refused
 * with a message saying how to type it; in English every comma is refused that way.
 */
export function parseAmount(input: string, decimals: number, options: AmountOptions = {}): AmountResult {
  const { locale = 'en', t = english } = options
  const seps = separators(locale)
  let text = toAsciiDigits(input.trim(), seps)
  if (seps.spaceGroups) text = text.replace(/(?<=\d)[\s\u00a0\u202f](?=\d{3})/g, '')
  if (text === '' || text === seps.decimal) return fail(t('empty'))
  if (EXPONENT.test(text.replace(',', '.'))) return fail(t('exponent'))
  if (text.startsWith('-')) return fail(NUMBER.test(text.slice(1).replace(seps.decimal, '.')) ? t('negative') : t('notNumber'))
  const refuse = () => fail(locale === 'en' ? t('comma') : t('ambiguous', { decimal: seps.decimal, example: `1234${seps.decimal}5` }))
  if (text.includes(seps.group) && /^[\d.,]+$/.test(text)) {
    if (locale === 'en') return refuse()
    // A group separator is read as one only in a complete grouping that cannot be a decimal point.
    const [integer = '', ...rest] = text.split(seps.decimal)
    const digits = rest.length <= 1 ? ungroup(integer, seps.group, seps.indianGroups) : undefined
    const single = integer.split(seps.group).length === 2 && rest.length === 0
    if (digits === undefined || single) return refuse()
    text = rest.length ? `${digits}${seps.decimal}${rest[0]}` : digits
  }
  if (seps.decimal === ',') {
    if (text.includes('.')) return fail(t('notNumber'))
    text = text.replace(',', '.')
  }
  if (!NUMBER.test(text)) return fail(t('notNumber'))

  const [whole = '', fractionText = ''] = text.split('.')
  // Trailing zeros are harmless ('1.500' is 1.5), so they never count against the decimals.
  const fraction = fractionText.replace(/0+$/, '')
  const symbol = options.symbol ?? t('thisToken')
  if (fraction.length > decimals) return fail(decimals === 0 ? t('noDecimals', { symbol }) : t('maxDecimals', { symbol, decimals: String(decimals) }))
  const value = parseUnits(`${whole || '0'}${fraction ? `.${fraction}` : ''}`, decimals)
  if (value === 0n) return fail(t('zero'))
  if (value > MAX_UINT256) return fail(t('tooLarge'))
  if (options.max !== undefined && value > options.max) {
    const have = formatAmount(options.max, decimals, locale)
    return fail(t('overBalance', { amount: options.symbol ? `${have} ${options.symbol}` : have }))
  }
  return { ok: true, value }
}

/** Exact decimal text of an amount (for Max): no rounding, no grouping, no trailing zeros; the locale's decimal separator. */
export function formatAmount(value: bigint, decimals: number, locale = 'en'): string {
  const text = formatUnits(value, decimals)
  return separators(locale).decimal === ',' ? text.replace('.', ',') : text
}

/**
 * An amount for display: thousands grouped with commas, at most `maxFraction` decimals,
 * cut (never rounded up: a balance is never shown larger than it is), trailing zeros
 * dropped. A non-zero amount too small to show reads '<0.0001' (for maxFraction 4).
 */
export function formatDisplay(value: bigint, decimals: number, maxFraction = 4, locale = 'en', minFraction = 0): string {
  if (locale !== 'en') return formatDisplayIntl(value, decimals, maxFraction, locale, minFraction)
  if (minFraction > 0 && value === 0n) return `0.${'0'.repeat(minFraction)}`
  const negative = value < 0n
  const [int = '0', frac = ''] = formatUnits(negative ? -value : value, decimals).split('.')
  const cut = frac.slice(0, Math.max(0, maxFraction)).replace(/0+$/, '')
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const sign = negative ? '-' : ''
  if (value !== 0n && int === '0' && cut === '') {
    return maxFraction > 0 ? `${sign}<0.${'0'.repeat(maxFraction - 1)}1` : `${sign}<1`
  }
  return `${sign}${grouped}${cut ? `.${cut}` : ''}`
}

/** The same rule in the reader's locale, through Intl. */
function formatDisplayIntl(value: bigint, decimals: number, maxFraction: number, locale: string, minFraction: number): string {
  const [int = '0', frac = ''] = formatUnits(value < 0n ? -value : value, decimals).split('.')
  if (value !== 0n && int === '0' && !/[1-9]/.test(frac.slice(0, maxFraction))) {
    const tiny = maxFraction > 0 ? `0.${'0'.repeat(maxFraction - 1)}1` : '1'
    return `${value < 0n ? '-' : ''}<${formatDecimalString(tiny, locale, maxFraction)}`
  }
  return formatDecimalString(formatUnits(value, decimals), locale, maxFraction, minFraction)
}

function fail(message: string): AmountResult {
  return { ok: false, message }
}
