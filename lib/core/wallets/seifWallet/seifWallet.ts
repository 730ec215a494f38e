import type { WalletSpec } from '../spec'

/** Seif (RainbowKit's `seifWallet`): its extension by EIP-6963 rdns `com.passkeywallet.seif`, else nothing else (an extension or in-app browser only). */
export const seifWalletSpec: WalletSpec = {
  id: 'seif',
  name: 'Seif',
  rdns: 'com.passkeywallet.seif',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  via: 'injected',
  downloadUrls: {
    chrome: 'https://chromewebstore.google.com/detail/seif/albakdmmdafeafbehmcpoejenbeojejl',
  },
}
