import { extensionSteps, type WalletSpec } from '../spec'

/** Desig Wallet (RainbowKit's `desigWallet`): nothing else (an extension or in-app browser only). */
export const desigWalletSpec: WalletSpec = {
  id: 'desig',
  name: 'Desig Wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#ffffff',
  via: 'injected',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=io.desig.app',
    ios: 'https://apps.apple.com/app/desig-wallet/id6450106028',
    qrCode: 'https://desig.io',
    mobile: 'https://desig.io',
    browserExtension: 'https://chrome.google.com/webstore/detail/desig-wallet/panpgppehdchfphcigocleabcmcgfoca',
  },
  extension: { instructions: extensionSteps('https://desig.io') },
}
