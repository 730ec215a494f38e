import { extensionSteps, qrSteps, type WalletSpec } from '../spec'
import { wcUri } from '../links'

/** Coin98 Wallet (RainbowKit's `coin98Wallet`): its extension by EIP-6963 rdns `com.coin98` or a `window.ethereum` it flags, else its phone app through WalletConnect. */
export const coin98WalletSpec: WalletSpec = {
  id: 'coin98',
  name: 'Coin98 Wallet',
  rdns: 'com.coin98',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  iconAccent: '#CDA349',
  via: 'walletConnect',
  injectedFlags: ['isCoin98'],
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=coin98.crypto.finance.media',
    ios: 'https://apps.apple.com/vn/app/coin98-super-app/id1561969966',
    mobile: 'https://coin98.com/wallet',
    qrCode: 'https://coin98.com/wallet',
    chrome: 'https://chrome.google.com/webstore/detail/coin98-wallet/aeachknmefphepccionboohckonoeemg',
    browserExtension: 'https://coin98.com/wallet',
  },
  mobile: { getUri: wcUri },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://coin98.com/wallet') },
  extension: { instructions: extensionSteps('https://coin98.com/wallet') },
}
