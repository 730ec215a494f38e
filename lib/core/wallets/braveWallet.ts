import { braveWalletFace } from './faces'
import type { WalletDescriptor } from './types'

/** Built into the Brave browser (desktop and phone); no WalletConnect pairing. */
export const braveWallet: WalletDescriptor = {
  ...braveWalletFace,
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
        { step: 'install', titleKey: 'braveWalletInstallTitle', descriptionKey: 'braveWalletInstallText' },
        { step: 'create', titleKey: 'braveWalletCreateTitle', descriptionKey: 'braveWalletCreateText' },
        { step: 'refresh', titleKey: 'braveWalletRefreshTitle', descriptionKey: 'braveWalletRefreshText' },
      ],
    },
  },
}
