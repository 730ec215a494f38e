import { braveWallet } from '../braveWallet'
import type { WalletSpec } from '../spec'

/** Brave Wallet (RainbowKit's `braveWallet`): its extension by EIP-6963 rdns `com.brave.wallet` or a `window.ethereum` it flags, else nothing else (an extension or in-app browser only). */
export const braveWalletSpec: WalletSpec = {
  ...braveWallet,
  id: 'brave',
  name: 'Brave Wallet',
  via: 'injected',
  injectedFlags: ['isBraveWallet'],
}
