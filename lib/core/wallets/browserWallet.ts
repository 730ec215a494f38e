import { browserWalletFace } from './faces'
import type { WalletDescriptor } from './types'

/**
 * Any wallet that injects `window.ethereum` without announcing itself through EIP-6963.
 * Announced wallets appear under their own names instead (list.ts), so one wallet is
 * never shown twice.
 */
export const browserWallet: WalletDescriptor = {
  ...browserWalletFace,
  // Nothing to install as such: this page helps people choose a wallet extension.
  downloadUrls: { browserExtension: 'https://ethereum.org/en/wallets/find-wallet/' },
  notReadyText: 'available',
  offerInGetList: false,
  installLabelKey: 'browserWalletFindCaps',
  notReadyHintKey: 'browserWalletNotReady',
  extension: {
    instructions: {
      learnMoreUrl: 'https://ethereum.org/en/wallets/',
      steps: [
        { step: 'install', titleKey: 'browserWalletInstallTitle', descriptionKey: 'browserWalletInstallText' },
        { step: 'create', titleKey: 'createTitle', descriptionKey: 'browserWalletCreateText' },
        { step: 'refresh', titleKey: 'browserWalletRefreshTitle', descriptionKey: 'browserWalletRefreshText' },
      ],
    },
  },
}
