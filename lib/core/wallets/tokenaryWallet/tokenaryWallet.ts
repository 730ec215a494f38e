import type { WalletSpec } from '../spec'

/** Tokenary (RainbowKit's `tokenaryWallet`): a `window.ethereum` it flags, else nothing else (an extension or in-app browser only). */
export const tokenaryWalletSpec: WalletSpec = {
  id: 'tokenary',
  name: 'Tokenary',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#ffffff',
  via: 'injected',
  injectedFlags: ['isTokenary'],
  onlyOn: 'safari',
  downloadUrls: {
    ios: 'https://tokenary.io/get',
    mobile: 'https://tokenary.io',
    qrCode: 'https://tokenary.io/get',
    safari: 'https://tokenary.io/get',
    browserExtension: 'https://tokenary.io/get',
  },
}
