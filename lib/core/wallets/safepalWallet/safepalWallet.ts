import { extensionSteps, type WalletSpec } from '../spec'
import { wcLink } from '../links'

/** SafePal Wallet (RainbowKit's `safepalWallet`): a `window.ethereum` it flags, else its phone app through WalletConnect. */
export const safepalWalletSpec: WalletSpec = {
  id: 'safepal',
  name: 'SafePal Wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  iconAccent: '#3375BB',
  via: 'walletConnect',
  injectedFlags: ['isSafePal'],
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=io.safepal.wallet&referrer=utm_source%3Drainbowkit%26utm_medium%3Ddisplay%26utm_campaign%3Ddownload',
    ios: 'https://apps.apple.com/app/apple-store/id1548297139?pt=122504219&ct=rainbowkit&mt=8',
    mobile: 'https://www.safepal.com/en/download',
    qrCode: 'https://www.safepal.com/en/download',
    chrome: 'https://chrome.google.com/webstore/detail/safepal-extension-wallet/lgmpcpglpngdoalbgeoldeajfclnhafa',
    browserExtension: 'https://www.safepal.com/download?product=2',
  },
  mobile: { getUri: wcLink('safepalwallet://wc?uri=') },
  extension: { instructions: extensionSteps('https://www.safepal.com/download?product=2') },
}
