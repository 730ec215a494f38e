import { coinbaseWallet } from '../coinbaseWallet'
import type { WalletSpec } from '../spec'

/** Coinbase Wallet (RainbowKit's `coinbaseWallet`): its extension by EIP-6963 rdns `com.coinbase.wallet`, else the kit's Coinbase connector. */
export const coinbaseWalletSpec: WalletSpec = {
  ...coinbaseWallet,
  id: 'coinbase',
  name: 'Coinbase Wallet',
  via: 'coinbase',
}
