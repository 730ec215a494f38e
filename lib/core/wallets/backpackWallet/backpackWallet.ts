import { extensionSteps, type WalletSpec } from '../spec'

/** Backpack (RainbowKit's `backpackWallet`): its extension by EIP-6963 rdns `app.backpack.mobile`, else nothing else (an extension or in-app browser only). */
export const backpackWalletSpec: WalletSpec = {
  id: 'backpack',
  name: 'Backpack',
  rdns: 'app.backpack.mobile',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#ffffff',
  via: 'injected',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=app.backpack.mobile',
    browserExtension: 'https://backpack.app/download',
    chrome: 'https://chromewebstore.google.com/detail/backpack/aflkmfhebedbjioipglgcbcmnbpgliof',
    ios: 'https://apps.apple.com/app/backpack-wallet-exchange/id6445964121',
    mobile: 'https://backpack.app/download',
    qrCode: 'https://backpack.app/download',
  },
  extension: { instructions: extensionSteps('https://support.backpack.exchange/support/wallet') },
}
