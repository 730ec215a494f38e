import { metaMaskFace } from './faces'
import type { WalletDescriptor } from './types'

/** MetaMask's universal link for WalletConnect pairing. */
const wcLink = (uri: string) => `https://metamask.app.link/wc?uri=${encodeURIComponent(uri)}`

/** MetaMask: its extension (EIP-6963 `io.metamask`), or its phone app through WalletConnect. */
export const metaMask: WalletDescriptor = {
  ...metaMaskFace,
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
        { step: 'install', titleKey: 'openAppTitle', descriptionKey: 'openAppText' },
        { step: 'create', titleKey: 'createTitle', descriptionKey: 'createText' },
        { step: 'scan', titleKey: 'scanTitle', descriptionKey: 'scanText' },
      ],
    },
  },
  extension: {
    instructions: {
      learnMoreUrl: 'https://support.metamask.io/start/getting-started-with-metamask/',
      steps: [
        { step: 'install', titleKey: 'installExtensionTitle', descriptionKey: 'installExtensionText' },
        { step: 'create', titleKey: 'createTitle', descriptionKey: 'createText' },
        { step: 'refresh', titleKey: 'refreshTitle', descriptionKey: 'refreshText' },
      ],
    },
  },
}
