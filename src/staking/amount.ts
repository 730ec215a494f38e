import { formatUnits, parseUnits } from 'viem'
import { formatMessage } from '@porch/kit'
import type { Translate } from '@porch/kit/react'
import { amount } from '../i18n/en/amount'
import { localeNumbers } from '../i18n/numbers'

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
 * Parse what the user typed into base units of a token with `decimals` decimals. In other
 * locales than English the text is first read the locale's way (see normalizeAmount:
 * `1,5` in de is 1.5, native digits, unambiguous grouping only); the value is exact in all.
 */
export function parseAmount(input: string, decimals: number, options: AmountOptions = {}): AmountResult {
  const { locale = 'en', t = english } = options
  let text = input.trim()
  if (locale !== 'en' && text !== '') {
    const read = localeNumbers().normalizeAmount(text, locale)
    if (typeof read !== 'string') return fail(read.key === 'ambiguous' ? t('ambiguous', read.params) : t('notNumber'))
    text = read
  }
  if (text === '' || text === '.') return fail(t('empty'))
  if (EXPONENT.test(text)) return fail(t('exponent'))
  if (text.startsWith('-')) return fail(NUMBER.test(text.slice(1)) ? t('negative') : t('notNumber'))
  if (text.includes(',') && /^[\d.,]+$/.test(text)) return fail(t('comma'))
  if (!NUMBER.test(text)) return fail(t('notNumber'))

  const [whole = '', fractionText = ''] = text.split('.')
  // Trailing zeros are harmless ('1.500' is 1.5), so they never count against the decimals.
  const fraction = fractionText.replace(/0+$/, '')
  const symbol = options.symbol ?? t('thisToken')
  if (fraction.length > decimals) return fail(decimals === 0 ? t('noDecimals', { symbol }) : t('maxDecimals', { symbol, decimals }))
  const value = parseUnits(`${whole || '0'}${fraction ? `.${fraction}` : ''}`, decimals)
  if (value === 0n) return fail(t('zero'))
  if (value > MAX_UINT256) return fail(t('tooLarge'))
  if (options.max !== undefined && value > options.max) {
    // Grouped as the Available line above the field shows it ('999,940'), but exact: the
    // limit a user must stay under is never shown cut to less than it is.
    const have = options.symbol ? formatTokenAmount(options.max, { decimals, symbol: options.symbol }, locale) : formatDisplay(options.max, decimals, decimals, locale)
    return fail(t('overBalance', { amount: have }))
  }
  return { ok: true, value }
}

/** Exact decimal text of an amount (for Max): no rounding, no grouping, no trailing zeros; the locale's decimal separator. */
export function formatAmount(value: bigint, decimals: number, locale = 'en'): string {
  return locale === 'en' ? formatUnits(value, decimals) : localeNumbers().formatAmountIn(value, decimals, locale)
}

/**
 * An amount for display: thousands grouped with commas, at most `maxFraction` decimals,
 * cut (never rounded up: a balance is never shown larger than it is), trailing zeros
 * dropped. A non-zero amount too small to show reads '<0.0001' (for maxFraction 4).
 */
export function formatDisplay(value: bigint, decimals: number, maxFraction = 4, locale = 'en', minFraction = 0): string {
  if (locale !== 'en') return localeNumbers().formatDisplayIn(value, decimals, maxFraction, locale, minFraction)
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

/**
 * An amount with its symbol as every sentence writes it ('Staked 1,234.5 MANGO.', 'You only
 * have 999,940 MANGO.'): formatDisplay's text, so grouped and in the reader's locale exactly
 * as the same number on screen; all the token's decimals unless `maxFraction` cuts it to the
 * decimals the screen shows it with. Never formatAmount's ungrouped text (that is for the field).
 */
export function formatTokenAmount(value: bigint, token: { decimals: number; symbol: string }, locale = 'en', maxFraction = token.decimals): string {
  return `${formatDisplay(value, token.decimals, maxFraction, locale)} ${token.symbol}`
}

function fail(message: string): AmountResult {
  return { ok: false, message }
}
