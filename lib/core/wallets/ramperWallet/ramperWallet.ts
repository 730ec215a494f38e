import { extensionSteps, type WalletSpec } from '../spec'

/** Ramper Wallet (RainbowKit's `ramperWallet`): nothing else (an extension or in-app browser only). */
export const ramperWalletSpec: WalletSpec = {
  id: 'ramper',
  name: 'Ramper Wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  iconAccent: '#CDA349',
  via: 'injected',
  downloadUrls: {
    chrome: 'https://chromewebstore.google.com/detail/ramper-wallet/nbdhibgjnjpnkajaghbffjbkcgljfgdi',
    browserExtension: 'https://www.ramper.xyz/download',
  },
  extension: { instructions: extensionSteps('https://www.ramper.xyz') },
}
