import type { Address } from 'viem'

/**
 * A token the account modal offers to add to the wallet (EIP-747 wallet_watchAsset).
 * The app passes these in (lib never knows the site's tokens).
 */
export interface WatchAsset {
  address: Address
  symbol: string
  decimals: number
  /**
   * Icon URL, absolute or relative to the page; the request always sends an absolute URL.
   * Default: `/tokens/<lowercase symbol>.svg`.
   */
  image?: string
}
