import metamaskIcon from './icons/metamask.svg'
import type { WalletDescriptor } from './types'

/** MetaMask's universal link for WalletConnect pairing. */
const wcLink = (uri: string) => `https://metamask.app.link/wc?uri=${encodeURIComponent(uri)}`

export const metaMask: WalletDescriptor = {
  id: 'metaMask',
  name: 'MetaMask',
  iconUrl: metamaskIcon,
  iconBackground: '#ffffff',
  iconAccent: '#f6851a',
  rdns: 'io.metamask',
  downloadUrls: {
    browserExtension: 'https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
    ios: 'https://apps.apple.com/app/metamask/id1438144202',
    android: 'https://play.google.com/store/apps/details?id=io.metamask',
    mobile: 'https://metamask.io/download/',
    qrCode: 'https://metamask.io/download/',
  },
  mobile: { getUri: wcLink },
  qrCode: {
    getUri: (uri) => uri,
    instructions: {
      learnMoreUrl: 'https://support.metamask.io/start/getting-started-with-metamask/',
      steps: [
        { step: 'install', title: 'Open the MetaMask app', description: 'Put MetaMask on your home screen for quick access.' },
        { step: 'create', title: 'Create or import a wallet', description: 'Back up your wallet with a secure method. Never share your secret phrase.' },
        { step: 'scan', title: 'Tap the scan button', description: 'After you scan, a prompt appears asking you to connect your wallet.' },
      ],
    },
  },
  extension: {
    instructions: {
      learnMoreUrl: 'https://support.metamask.io/start/getting-started-with-metamask/',
      steps: [
        { step: 'install', title: 'Install the MetaMask extension', description: 'Pin MetaMask to your toolbar for quick access.' },
        { step: 'create', title: 'Create or import a wallet', description: 'Back up your wallet with a secure method. Never share your secret phrase.' },
        { step: 'refresh', title: 'Refresh your browser', description: 'Once the wallet is set up, refresh this page to load the extension.' },
      ],
    },
  },
}
