import { qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** imToken (RainbowKit's `imTokenWallet`): its phone app through WalletConnect. */
export const imTokenWalletSpec: WalletSpec = {
  id: 'imToken',
  name: 'imToken',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#098de6',
  via: 'walletConnect',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=im.token.app',
    ios: 'https://itunes.apple.com/us/app/imtoken2/id1384798940',
    mobile: 'https://token.im/download',
    qrCode: 'https://token.im/download',
  },
  mobile: { getUri: wcLink('imtokenv2://wc?uri=') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://support.token.im/hc/en-us/categories/360000925393') },
}
