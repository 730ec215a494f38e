import { browserWallet } from '../browserWallet'
import type { WalletSpec } from '../spec'

/** Browser Wallet (RainbowKit's `injectedWallet`): nothing else (an extension or in-app browser only). */
export const injectedWalletSpec: WalletSpec = {
  ...browserWallet,
  id: 'injected',
  name: 'Browser Wallet',
  via: 'injected',
}
