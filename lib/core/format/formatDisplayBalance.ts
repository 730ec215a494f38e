import { formatUnits } from 'viem'
import { abbreviateNumber } from './abbreviateNumber'

/**
 * A token amount as the account button shows it: the amount in whole units, abbreviated
 * (see abbreviateNumber), then the symbol. `formatDisplayBalance(1234567n * 10n ** 18n, 18, 'TOKEN')`
 * is `1.2m TOKEN`. An empty symbol gives just the number.
 *
 * Going through Number loses precision past ~15 significant digits; that is below what
 * the abbreviated display shows, so it is harmless here. Never use this for amounts
 * that are sent on chain. `locale` formats the number the reader's way (see abbreviateNumber).
 */
export function formatDisplayBalance(value: bigint, decimals: number, symbol: string, locale = 'en'): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`Invalid token decimals: ${decimals}`)
  }
  const amount = abbreviateNumber(Number(formatUnits(value, decimals)), locale)
  return symbol ? `${amount} ${symbol}` : amount
}
