import { formatUnits, parseUnits } from 'viem'

/**
 * Exact decimal <-> bigint conversion for token amounts, and the plain sentences shown
 * under an amount field. Never goes through floating point.
 *
 * Accepted: digits with at most one decimal point, surrounding spaces ignored; '.5' reads
 * as 0.5 and '5.' as 5. Commas are rejected with their own message: '1,5' (a decimal comma)
 * and '1,000' (a thousands separator) look alike, and guessing wrong would send a thousand
 * times more or less than meant.
 */
export type AmountResult = { ok: true; value: bigint } | { ok: false; message: string }

export interface AmountOptions {
  /** Token symbol for messages ('MANGO has at most 18 decimals.'). */
  symbol?: string
  /** The most the user can send (their balance); omit when not known yet. */
  max?: bigint
}

const MAX_UINT256 = 2n ** 256n - 1n
const NUMBER = /^(\d+\.?\d*|\.\d+)$/
const EXPONENT = /^[+-]?(\d+\.?\d*|\.\d+)e[+-]?\d+$/i

export const amountMessages = {
  empty: 'Enter an amount.',
  zero: 'Enter an amount greater than 0.',
  negative: 'Enter a positive amount.',
  notNumber: 'Use only digits and one decimal point.',
  exponent: 'Write the number in full (no exponent like 1e5).',
  comma: 'Use a point for decimals and no thousands separators (for example 1234.5).',
  tooLarge: 'That amount is too large.',
  decimals: (symbol: string | undefined, decimals: number) =>
    decimals === 0
      ? `${symbol ?? 'This token'} has no decimals: enter a whole number.`
      : `${symbol ?? 'This token'} has at most ${decimals} decimals.`,
  overBalance: (balance: string, symbol: string | undefined) => `You only have ${balance}${symbol ? ` ${symbol}` : ''}.`,
} as const

/** Parse what the user typed into base units of a token with `decimals` decimals. */
export function parseAmount(input: string, decimals: number, options: AmountOptions = {}): AmountResult {
  const text = input.trim()
  if (text === '' || text === '.') return fail(amountMessages.empty)
  if (EXPONENT.test(text)) return fail(amountMessages.exponent)
  if (text.startsWith('-')) return fail(NUMBER.test(text.slice(1)) ? amountMessages.negative : amountMessages.notNumber)
  if (text.includes(',') && /^[\d.,]+$/.test(text)) return fail(amountMessages.comma)
  if (!NUMBER.test(text)) return fail(amountMessages.notNumber)

  const [whole = '', fractionText = ''] = text.split('.')
  // Trailing zeros are harmless ('1.500' is 1.5), so they never count against the decimals.
  const fraction = fractionText.replace(/0+$/, '')
  if (fraction.length > decimals) return fail(amountMessages.decimals(options.symbol, decimals))
  const value = parseUnits(`${whole || '0'}${fraction ? `.${fraction}` : ''}`, decimals)
  if (value === 0n) return fail(amountMessages.zero)
  if (value > MAX_UINT256) return fail(amountMessages.tooLarge)
  if (options.max !== undefined && value > options.max) {
    return fail(amountMessages.overBalance(formatAmount(options.max, decimals), options.symbol))
  }
  return { ok: true, value }
}

/** Exact decimal text of an amount (for Max): no rounding, no grouping, no trailing zeros. */
export function formatAmount(value: bigint, decimals: number): string {
  return formatUnits(value, decimals)
}

/**
 * An amount for display: thousands grouped with commas, at most `maxFraction` decimals,
 * cut (never rounded up: a balance is never shown larger than it is), trailing zeros
 * dropped. A non-zero amount too small to show reads '<0.0001' (for maxFraction 4).
 */
export function formatDisplay(value: bigint, decimals: number, maxFraction = 4): string {
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

function fail(message: string): AmountResult {
  return { ok: false, message }
}
