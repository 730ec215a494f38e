import { qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** Okto (RainbowKit's `oktoWallet`): its phone app through WalletConnect. */
export const oktoWalletSpec: WalletSpec = {
  id: 'Okto',
  name: 'Okto',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  via: 'walletConnect',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=im.okto.contractwalletclient',
    ios: 'https://apps.apple.com/in/app/okto-wallet/id6450688229',
    mobile: 'https://okto.tech/',
    qrCode: 'https://okto.tech/',
  },
  mobile: { getUri: wcLink('okto://wc?uri=', 'notAndroid') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://okto.tech/') },
}
