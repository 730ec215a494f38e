import { extensionSteps, type WalletSpec } from '../spec'

/** Wigwam (RainbowKit's `wigwamWallet`): its extension by EIP-6963 rdns `com.wigwam.wallet` or a `window.ethereum` it flags, else nothing else (an extension or in-app browser only). */
export const wigwamWalletSpec: WalletSpec = {
  id: 'wigwam',
  name: 'Wigwam',
  rdns: 'com.wigwam.wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#80EF6E',
  via: 'injected',
  injectedFlags: ['isWigwam'],
  downloadUrls: {
    chrome: 'https://chromewebstore.google.com/detail/wigwam-%E2%80%94-web3-wallet/lccbohhgfkdikahanoclbdmaolidjdfl',
    browserExtension: 'https://wigwam.app',
  },
  extension: { instructions: extensionSteps('https://wigwam.app/') },
}
