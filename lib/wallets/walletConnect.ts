import walletconnectIcon from './icons/walletconnect.svg'
import type { WalletDescriptor } from './types'

/**
 * Any WalletConnect-compatible phone wallet: scan the QR code, or on a phone open the
 * `wc:` URI directly (the system hands it to an installed wallet app).
 */
export const walletConnect: WalletDescriptor = {
  id: 'walletConnect',
  name: 'WalletConnect',
  iconUrl: walletconnectIcon,
  iconBackground: '#3b99fc',
  iconAccent: '#3b99fc',
  connectorId: 'walletConnect',
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
