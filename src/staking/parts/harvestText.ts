import { tokens } from '../../config'
import { formatDisplay } from '../amount'

/** The harvestable amount as every place shows it: all the reward token's decimals, then its symbol. One formatter, so the Harvest card and Your position never differ in the last digits. */
export function harvestText(value: bigint, locale: string): string {
  const { usdc } = tokens
  return `${formatDisplay(value, usdc.decimals, usdc.decimals, locale)} ${usdc.symbol}`
}
