import { qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** ZilPay (RainbowKit's `zilPayWallet`): its extension by EIP-6963 rdns `io.zilpay` or a `window.ethereum` it flags, else its phone app through WalletConnect. */
export const zilPayWalletSpec: WalletSpec = {
  id: 'zilpay',
  name: 'ZilPay',
  rdns: 'io.zilpay',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#ffffff',
  via: 'walletConnect',
  injectedFlags: ['isZilPay'],
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=com.zilpaymobile',
    ios: 'https://apps.apple.com/ru/app/zilpay/id1547105860',
    mobile: 'https://zilpay.io/',
    qrCode: 'https://zilpay.io/',
  },
  mobile: { getUri: wcLink('zilpay://wc?uri=') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://zilpay.io') },
}
