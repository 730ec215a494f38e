import { formatDisplay } from '../amount'

/**
 * An amount as a result sentence and its Recent Transactions entry say it: every decimal
 * the token has, grouped, with its symbol, which is exactly how the position and the
 * history show the same amount, so every place that names it shows the same digits.
 */
export function amountText(value: bigint, token: { decimals: number; symbol: string }, locale = 'en'): string {
  return `${formatDisplay(value, token.decimals, token.decimals, locale)} ${token.symbol}`
}
