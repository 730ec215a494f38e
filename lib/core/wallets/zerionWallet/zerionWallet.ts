import { extensionSteps, qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** Zerion (RainbowKit's `zerionWallet`): its extension by EIP-6963 rdns `io.zerion.wallet` or a `window.ethereum` it flags, else its phone app through WalletConnect. */
export const zerionWalletSpec: WalletSpec = {
  id: 'zerion',
  name: 'Zerion',
  rdns: 'io.zerion.wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#2962ef',
  iconAccent: '#2962ef',
  via: 'walletConnect',
  injectedFlags: ['isZerion'],
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=io.zerion.android',
    ios: 'https://apps.apple.com/app/apple-store/id1456732565',
    mobile: 'https://link.zerion.io/pt3gdRP0njb',
    qrCode: 'https://link.zerion.io/pt3gdRP0njb',
    chrome: 'https://chrome.google.com/webstore/detail/klghhnkeealcohjjanjjdaeeggmfmlpl',
    browserExtension: 'https://zerion.io/extension',
  },
  mobile: { getUri: wcLink('zerion://wc?uri=', 'ios') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://zerion.io/blog/announcing-the-zerion-smart-wallet/') },
  extension: { instructions: extensionSteps('https://help.zerion.io/en/') },
}
