import { qrSteps, type WalletSpec } from '../spec'
import { wcLink } from '../links'

/** MEW wallet (RainbowKit's `mewWallet`): a `window.ethereum` it flags, else its phone app through WalletConnect. */
export const mewWalletSpec: WalletSpec = {
  id: 'mew',
  name: 'MEW wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  via: 'walletConnect',
  injectedFlags: ['isMEWwallet'],
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=com.myetherwallet.mewwallet&referrer=utm_source%3Drainbow',
    ios: 'https://apps.apple.com/app/apple-store/id1464614025?pt=118781877&mt=8&ct=rainbow',
    mobile: 'https://mewwallet.com',
    qrCode: 'https://mewwallet.com',
  },
  mobile: { getUri: wcLink('https://mewwallet.com/wc?uri=') },
  qrCode: { getUri: wcLink('https://mewwallet.com/wc?uri='), instructions: qrSteps('https://help.myetherwallet.com/en/articles/5946588-create-and-back-up-your-wallet-with-mew-wallet-ios') },
}
