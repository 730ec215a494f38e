import { extensionSteps, type WalletSpec } from '../spec'

/** Magic Eden Wallet (RainbowKit's `magicEdenWallet`): its extension by EIP-6963 rdns `io.magiceden.wallet`, else nothing else (an extension or in-app browser only). */
export const magicEdenWalletSpec: WalletSpec = {
  id: 'magicEden',
  name: 'Magic Eden Wallet',
  rdns: 'io.magiceden.wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#36114D',
  via: 'injected',
  downloadUrls: {
    chrome: 'https://chromewebstore.google.com/detail/magic-eden-wallet/mkpegjkblkkefacfnmkajcjmabijhclg',
    browserExtension: 'https://wallet.magiceden.io/',
  },
  extension: { instructions: extensionSteps('https://wallet.magiceden.io/support') },
}
