import coinbaseIcon from './icons/coinbase.svg'
import { coinbaseDappLink, coinbaseWcLink } from './coinbaseLinks'
import type { WalletDescriptor } from './types'

/**
 * Coinbase Wallet: the extension or the app's in-app browser connect through the Coinbase
 * connector (lib/connectors/coinbase, matched by rdns); a phone without it is offered this
 * page inside the app, or WalletConnect through the app's universal link; a desktop without
 * the extension scans the WalletConnect QR code.
 */
export const coinbaseWallet: WalletDescriptor = {
  id: 'coinbaseWallet',
  name: 'Coinbase Wallet',
  shortName: 'Coinbase',
  iconUrl: coinbaseIcon,
  iconBackground: '#2c5ff6',
  iconAccent: '#2c5ff6',
  rdns: 'com.coinbase.wallet',
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
        { step: 'install', title: 'Open the Coinbase Wallet app', description: 'Put Coinbase Wallet on your home screen for quick access.' },
        { step: 'create', title: 'Create or import a wallet', description: 'You can back up your wallet with the cloud backup feature.' },
        { step: 'scan', title: 'Tap the scan button', description: 'After you scan, a prompt appears asking you to connect your wallet.' },
      ],
    },
  },
  extension: {
    instructions: {
      learnMoreUrl: 'https://www.coinbase.com/learn/tips-and-tutorials/how-to-set-up-a-crypto-wallet',
      steps: [
        { step: 'install', title: 'Install the Coinbase Wallet extension', description: 'Pin Coinbase Wallet to your toolbar for quick access.' },
        { step: 'create', title: 'Create or import a wallet', description: 'Back up your wallet with a secure method. Never share your secret phrase.' },
        { step: 'refresh', title: 'Refresh your browser', description: 'Once the wallet is set up, refresh this page to load the extension.' },
      ],
    },
  },
}
