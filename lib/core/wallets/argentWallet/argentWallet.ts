import type { WalletSpec } from '../spec'

/** Ready (RainbowKit's `argentWallet`): nothing else (an extension or in-app browser only). */
export const argentWalletSpec: WalletSpec = {
  id: 'argent',
  name: 'Ready',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  via: 'injected',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=im.argent.contractwalletclient',
    ios: 'https://apps.apple.com/us/app/argent/id1358741926',
    mobile: 'https://www.ready.co/app',
    qrCode: 'https://www.ready.co/app',
  },
}
