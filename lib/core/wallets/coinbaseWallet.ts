import { coinbaseWalletFace } from './faces'
import { coinbaseDappLink, coinbaseWcLink } from './coinbaseLinks'
import type { WalletDescriptor } from './types'

/**
 * Coinbase Wallet: the extension or the app's in-app browser connect through the Coinbase
 * connector (lib/connectors/coinbase, matched by rdns); a phone without it is offered this
 * page inside the app, or WalletConnect through the app's universal link; a desktop without
 * the extension scans the WalletConnect QR code.
 */
export const coinbaseWallet: WalletDescriptor = {
  ...coinbaseWalletFace,
  downloadUrls: {
    browserExtension: 'https://chromewebstore.google.com/detail/coinbase-wallet-extension/hnfanknocfeofbddgcijnmhnfnkdnaad',
    ios: 'https://apps.apple.com/app/coinbase-wallet-nfts-crypto/id1278383455',
    android: 'https://play.google.com/store/apps/details?id=org.toshi',
    mobile: 'https://www.coinbase.com/wallet/downloads',
    qrCode: 'https://www.coinbase.com/wallet/downloads',
  },
  mobile: { getUri: coinbaseWcLink, getDappUrl: coinbaseDappLink },
  qrCode: {
    getUri: (uri) => uri,
    instructions: {
      learnMoreUrl: 'https://www.coinbase.com/learn/tips-and-tutorials/how-to-set-up-a-crypto-wallet',
      steps: [
        { step: 'install', titleKey: 'openAppTitle', descriptionKey: 'openAppText' },
        { step: 'create', titleKey: 'createTitle', descriptionKey: 'coinbaseWalletCreateText' },
        { step: 'scan', titleKey: 'scanTitle', descriptionKey: 'scanText' },
      ],
    },
  },
  extension: {
    instructions: {
      learnMoreUrl: 'https://www.coinbase.com/learn/tips-and-tutorials/how-to-set-up-a-crypto-wallet',
      steps: [
        { step: 'install', titleKey: 'installExtensionTitle', descriptionKey: 'installExtensionText' },
        { step: 'create', titleKey: 'createTitle', descriptionKey: 'createText' },
        { step: 'refresh', titleKey: 'refreshTitle', descriptionKey: 'refreshText' },
      ],
    },
  },
}
