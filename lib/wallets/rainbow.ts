import rainbowIcon from './icons/rainbow.svg'
import type { WalletDescriptor } from './types'

const wcLink = (uri: string) => `https://rnbwapp.com/wc?uri=${encodeURIComponent(uri)}`

export const rainbow: WalletDescriptor = {
  id: 'rainbow',
  name: 'Rainbow',
  iconUrl: rainbowIcon,
  iconBackground: '#0c2f78',
  iconAccent: '#0c2f78',
  rdns: 'me.rainbow',
  downloadUrls: {
    browserExtension: 'https://chromewebstore.google.com/detail/rainbow/opfgelmcmbiajamepnmloijbpoleiama',
    ios: 'https://apps.apple.com/app/rainbow-ethereum-wallet/id1457119021',
    android: 'https://play.google.com/store/apps/details?id=me.rainbow',
    mobile: 'https://rainbow.download',
    qrCode: 'https://rainbow.download',
  },
  mobile: { getUri: wcLink },
  qrCode: {
    getUri: (uri) => uri,
    instructions: {
      learnMoreUrl: 'https://learn.rainbow.me/connect-to-a-website-or-app',
      steps: [
        { step: 'install', title: 'Open the Rainbow app', description: 'Put Rainbow on your home screen for quick access.' },
        { step: 'create', title: 'Create or import a wallet', description: 'Create a new wallet or import an existing one.' },
        { step: 'scan', title: 'Tap the scan button', description: 'After you scan, a prompt appears asking you to connect your wallet.' },
      ],
    },
  },
  extension: {
    instructions: {
      learnMoreUrl: 'https://learn.rainbow.me/connect-your-wallet-to-a-website-or-app',
      steps: [
        { step: 'install', title: 'Install the Rainbow extension', description: 'Pin Rainbow to your toolbar for quick access.' },
        { step: 'create', title: 'Create or import a wallet', description: 'Back up your wallet with a secure method. Never share your secret phrase.' },
        { step: 'refresh', title: 'Refresh your browser', description: 'Once the wallet is set up, refresh this page to load the extension.' },
      ],
    },
  },
}
