import { qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** MeCo Wallet (RainbowKit's `mecoWallet`): its extension by EIP-6963 rdns `com.meco.wallet`, else its phone app through WalletConnect. */
export const mecoWalletSpec: WalletSpec = {
  id: 'meco',
  name: 'MeCo Wallet',
  rdns: 'com.meco.wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#7443DF',
  via: 'walletConnect',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=com.memecore.wallet',
    ios: 'https://apps.apple.com/us/app/meco-wallet/id6749523218',
    mobile: 'https://mecowallet.com',
    chrome: 'https://mecowallet.com',
    qrCode: 'https://mecowallet.com',
  },
  mobile: { getUri: wcLink('mecowallet://wc?uri=') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://mecowallet.com/') },
}
