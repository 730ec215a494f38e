import type { Eip1193 } from '../eip1193'

/** The Coinbase Wallet extension's EIP-6963 reverse-DNS id. */
export const COINBASE_RDNS = 'com.coinbase.wallet'

type Flagged = Eip1193 & { isCoinbaseWallet?: unknown; providers?: unknown }

/** The legacy flag the extension and the app's in-app browser set on their provider. */
export const isCoinbaseProvider = (p: unknown): boolean =>
  typeof p === 'object' && p !== null && (p as Flagged).isCoinbaseWallet === true && typeof (p as Flagged).request === 'function'

/**
 * Coinbase Wallet injected the old way (no EIP-6963): `window.ethereum.isCoinbaseWallet`,
 * or, when several extensions share `window.ethereum`, one of its `providers`; older builds
 * also set `window.coinbaseWalletExtension`.
 */
export function findLegacyCoinbase(win: unknown): Eip1193 | undefined {
  if (typeof win !== 'object' || win === null) return undefined
  const w = win as { ethereum?: Flagged; coinbaseWalletExtension?: unknown }
  const eth = w.ethereum
  const providers = Array.isArray(eth?.providers) ? (eth.providers as unknown[]) : []
  const inList = providers.find(isCoinbaseProvider) as Eip1193 | undefined
  if (inList) return inList
  if (isCoinbaseProvider(eth)) return eth
  if (isCoinbaseProvider(w.coinbaseWalletExtension)) return w.coinbaseWalletExtension as Eip1193
  return undefined
}
