import braveIcon from './icons/brave.svg'
import type { WalletDescriptor } from './types'

/** Built into the Brave browser (desktop and phone); no WalletConnect pairing. */
export const braveWallet: WalletDescriptor = {
  id: 'braveWallet',
  name: 'Brave Wallet',
  shortName: 'Brave',
  iconUrl: braveIcon,
  iconBackground: '#ffffff',
  iconAccent: '#fb542b',
  rdns: 'com.brave.wallet',
  downloadUrls: {
    browserExtension: 'https://brave.com/wallet/',
    ios: 'https://apps.apple.com/app/brave-private-web-browser/id1052879175',
    android: 'https://play.google.com/store/apps/details?id=com.brave.browser',
    mobile: 'https://brave.com/download/',
  },
  extension: {
    instructions: {
      learnMoreUrl: 'https://brave.com/wallet/',
      steps: [
        { step: 'install', title: 'Install the Brave browser', description: 'Brave Wallet is built into Brave: nothing else to add.' },
        { step: 'create', title: 'Set up Brave Wallet', description: 'Open the wallet from the Brave menu, then create or import a wallet.' },
        { step: 'refresh', title: 'Open this site in Brave', description: 'Come back to this page in Brave and choose Brave Wallet.' },
      ],
    },
  },
}
