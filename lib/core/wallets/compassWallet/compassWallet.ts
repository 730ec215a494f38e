import { extensionSteps, type WalletSpec } from '../spec'

/** Compass Wallet (RainbowKit's `compassWallet`): its extension by EIP-6963 rdns `io.leapwallet.CompassWallet`, else nothing else (an extension or in-app browser only). */
export const compassWalletSpec: WalletSpec = {
  id: 'compass',
  name: 'Compass Wallet',
  rdns: 'io.leapwallet.CompassWallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  via: 'injected',
  downloadUrls: {
    chrome: 'https://chromewebstore.google.com/detail/compass-wallet-for-sei/anokgmphncpekkhclmingpimjmcooifb',
    browserExtension: 'https://compasswallet.io/download',
  },
  extension: { instructions: extensionSteps('https://compasswallet.io/download') },
}
