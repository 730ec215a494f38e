import { extensionSteps, type WalletSpec } from '../spec'

/** OneKey (RainbowKit's `oneKeyWallet`): its extension by EIP-6963 rdns `so.onekey.app.wallet`, else nothing else (an extension or in-app browser only). */
export const oneKeyWalletSpec: WalletSpec = {
  id: 'onekey',
  name: 'OneKey',
  rdns: 'so.onekey.app.wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  iconAccent: '#00B812',
  via: 'injected',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=so.onekey.app.wallet',
    browserExtension: 'https://www.onekey.so/download/',
    chrome: 'https://chrome.google.com/webstore/detail/onekey/jnmbobjmhlngoefaiojfljckilhhlhcj',
    edge: 'https://microsoftedge.microsoft.com/addons/detail/onekey/obffkkagpmohennipjokmpllocnlndac',
    ios: 'https://apps.apple.com/us/app/onekey-open-source-wallet/id1609559473',
    mobile: 'https://www.onekey.so/download/',
    qrCode: 'https://www.onekey.so/download/',
  },
  extension: { instructions: extensionSteps('https://help.onekey.so/hc/en-us/categories/360000170236') },
}
