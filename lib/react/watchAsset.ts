import type { Address } from 'viem'

/**
 * A token the account modal offers to add to the wallet (EIP-747 wallet_watchAsset).
 * The app passes these in (lib never knows the site's tokens).
 */
export interface WatchAsset {
  /** The token's contract address on the wallet's chain. */
  address: Address
  /** Ticker the wallet shows (EIP-747 allows at most 11 characters). */
  symbol: string
  /** The token's decimals (18 for most ERC-20 tokens). */
  decimals: number
  /**
   * Icon URL, absolute or relative to the page; the request always sends an absolute URL.
   * Default: `/tokens/<lowercase symbol>.svg`.
   */
  image?: string
}
