import { qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** Omni (RainbowKit's `omniWallet`): its phone app through WalletConnect. */
export const omniWalletSpec: WalletSpec = {
  id: 'omni',
  name: 'Omni',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#000',
  via: 'walletConnect',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=fi.steakwallet.app',
    ios: 'https://itunes.apple.com/us/app/id1569375204',
    mobile: 'https://omniwallet.app.link',
    qrCode: 'https://omniwallet.app.link',
  },
  mobile: { getUri: wcLink('omni://wc?uri=', 'notAndroid') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://omni.app/support') },
}
