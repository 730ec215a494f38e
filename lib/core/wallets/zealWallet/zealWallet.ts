import { extensionSteps, qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** Zeal (RainbowKit's `zealWallet`): its extension by EIP-6963 rdns `app.zeal` or a `window.ethereum` it flags, else its phone app through WalletConnect. */
export const zealWalletSpec: WalletSpec = {
  id: 'zeal',
  name: 'Zeal',
  rdns: 'app.zeal',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff0',
  iconAccent: '#00FFFF',
  via: 'walletConnect',
  injectedFlags: ['isZeal'],
  downloadUrls: {
    browserExtension: 'https://zeal.app',
    chrome: 'https://chromewebstore.google.com/detail/zeal-wallet/heamnjbnflcikcggoiplibfommfbkjpj',
    android: 'https://play.google.com/store/apps/details?id=app.zeal.wallet',
    ios: 'https://testflight.apple.com/join/MP72Ytw8',
    mobile: 'https://zeal.app',
    qrCode: 'https://zeal.app',
  },
  mobile: { getUri: wcLink('zeal://wc?uri=') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://zeal.app') },
  extension: { instructions: extensionSteps('https://zeal.app') },
}
