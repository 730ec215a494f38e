import { extensionSteps, qrSteps, type WalletSpec } from '../spec'
import { wcUri } from '../links'

/** CLV (RainbowKit's `clvWallet`): its phone app through WalletConnect. */
export const clvWalletSpec: WalletSpec = {
  id: 'clv',
  name: 'CLV',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  iconAccent: '#BDFDE2',
  via: 'walletConnect',
  downloadUrls: {
    chrome: 'https://chrome.google.com/webstore/detail/clv-wallet/nhnkbkgjikgcigadomkphalanndcapjk',
    ios: 'https://apps.apple.com/app/clover-wallet/id1570072858',
    mobile: 'https://apps.apple.com/app/clover-wallet/id1570072858',
    qrCode: 'https://clv.org/',
  },
  mobile: { getUri: wcUri },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://clv.org/') },
  extension: { instructions: extensionSteps('https://clv.org/') },
}
