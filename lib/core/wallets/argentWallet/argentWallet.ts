import { qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** Ready (RainbowKit's `argentWallet`): its phone app through WalletConnect. */
export const argentWalletSpec: WalletSpec = {
  id: 'argent',
  name: 'Ready',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  via: 'walletConnect',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=im.argent.contractwalletclient',
    ios: 'https://apps.apple.com/us/app/argent/id1358741926',
    mobile: 'https://www.ready.co/app',
    qrCode: 'https://www.ready.co/app',
  },
  mobile: { getUri: wcLink('argent://app/wc?uri=', 'notAndroid') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://www.ready.co/') },
}
