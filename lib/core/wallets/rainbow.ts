import { rainbowFace } from './faces'
import type { WalletDescriptor } from './types'

const wcLink = (uri: string) => `https://rnbwapp.com/wc?uri=${encodeURIComponent(uri)}`

/** Rainbow: its extension (EIP-6963 `me.rainbow`), or its phone app through WalletConnect. */
export const rainbow: WalletDescriptor = {
  ...rainbowFace,
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
        { step: 'install', titleKey: 'openAppTitle', descriptionKey: 'openAppText' },
        { step: 'create', titleKey: 'createTitle', descriptionKey: 'rainbowCreateText' },
        { step: 'scan', titleKey: 'scanTitle', descriptionKey: 'scanText' },
      ],
    },
  },
  extension: {
    instructions: {
      learnMoreUrl: 'https://learn.rainbow.me/connect-your-wallet-to-a-website-or-app',
      steps: [
        { step: 'install', titleKey: 'installExtensionTitle', descriptionKey: 'installExtensionText' },
        { step: 'create', titleKey: 'createTitle', descriptionKey: 'createText' },
        { step: 'refresh', titleKey: 'refreshTitle', descriptionKey: 'refreshText' },
      ],
    },
  },
}
