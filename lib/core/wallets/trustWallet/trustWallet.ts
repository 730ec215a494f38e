import { extensionSteps, qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** Trust Wallet (RainbowKit's `trustWallet`): its extension by EIP-6963 rdns `com.trustwallet.app` or a `window.ethereum` it flags, else its phone app through WalletConnect. */
export const trustWalletSpec: WalletSpec = {
  id: 'trust',
  name: 'Trust Wallet',
  rdns: 'com.trustwallet.app',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  iconAccent: '#3375BB',
  via: 'walletConnect',
  injectedFlags: ['isTrust', 'isTrustWallet'],
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
    ios: 'https://apps.apple.com/us/app/trust-crypto-bitcoin-wallet/id1288339409',
    mobile: 'https://trustwallet.com/download',
    qrCode: 'https://trustwallet.com/download',
    chrome: 'https://chrome.google.com/webstore/detail/trust-wallet/egjidjbpglichdcondbcbdnbeeppgdph',
    browserExtension: 'https://trustwallet.com/browser-extension',
  },
  mobile: { getUri: wcLink('trust://wc?uri=') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://trustwallet.com/') },
  extension: { instructions: extensionSteps('https://trustwallet.com/browser-extension') },
}
