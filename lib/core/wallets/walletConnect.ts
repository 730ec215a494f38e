import { walletConnectFace } from './faces'
import type { WalletDescriptor } from './types'

/**
 * Any WalletConnect-compatible phone wallet: scan the QR code, or on a phone open the
 * `wc:` URI directly (the system hands it to an installed wallet app).
 */
export const walletConnect: WalletDescriptor = {
  ...walletConnectFace,
  mobile: { getUri: (uri) => uri },
  qrCode: {
    getUri: (uri) => uri,
    instructions: {
      learnMoreUrl: 'https://walletconnect.com/faq',
      steps: [
        { step: 'install', titleKey: 'walletConnectInstallTitle', descriptionKey: 'walletConnectInstallText' },
        { step: 'scan', titleKey: 'walletConnectScanTitle', descriptionKey: 'scanText' },
      ],
    },
  },
  notReadyText: 'available',
}
