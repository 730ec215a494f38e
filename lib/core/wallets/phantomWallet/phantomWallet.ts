import { extensionSteps, type WalletSpec } from '../spec'

/** Phantom (RainbowKit's `phantomWallet`): its extension by EIP-6963 rdns `app.phantom`, else nothing else (an extension or in-app browser only). */
export const phantomWalletSpec: WalletSpec = {
  id: 'phantom',
  name: 'Phantom',
  rdns: 'app.phantom',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#9A8AEE',
  via: 'injected',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=app.phantom',
    ios: 'https://apps.apple.com/app/phantom-solana-wallet/1598432977',
    mobile: 'https://phantom.app/download',
    qrCode: 'https://phantom.app/download',
    chrome: 'https://chrome.google.com/webstore/detail/phantom/bfnaelmomeimhlpmgjnjophhpkkoljpa',
    firefox: 'https://addons.mozilla.org/firefox/addon/phantom-app/',
    browserExtension: 'https://phantom.app/download',
  },
  extension: { instructions: extensionSteps('https://help.phantom.app') },
}
