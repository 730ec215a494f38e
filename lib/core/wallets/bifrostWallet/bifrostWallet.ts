import { qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** Bifrost Wallet (RainbowKit's `bifrostWallet`): its extension by EIP-6963 rdns `com.bifrostwallet` or a `window.ethereum` it flags, else its phone app through WalletConnect. */
export const bifrostWalletSpec: WalletSpec = {
  id: 'bifrostWallet',
  name: 'Bifrost Wallet',
  rdns: 'com.bifrostwallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  via: 'walletConnect',
  injectedFlags: ['isBifrost'],
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=com.bifrostwallet.app',
    ios: 'https://apps.apple.com/us/app/bifrost-wallet/id1577198351',
    qrCode: 'https://bifrostwallet.com/#download-app',
  },
  mobile: { getUri: wcLink('https://app.bifrostwallet.com/wc?uri=', 'notAndroid') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://support.bifrostwallet.com/en/articles/6886814-how-to-use-walletconnect') },
}
