import { safeFace } from './faces'
import type { WalletDescriptor } from './types'

/**
 * Safe{Wallet} (multi-signature). It has no extension or QR flow: the site connects only
 * when opened inside Safe{Wallet} as a Safe App (an iframe: https://github.com/safe-global/safe-apps-sdk).
 * Outside Safe it is listed, not ready, with guidance on how to open the site from there.
 */
export const safe: WalletDescriptor = {
  ...safeFace,
  downloadUrls: {
    browserExtension: 'https://app.safe.global/',
    ios: 'https://apps.apple.com/app/safe-wallet/id1515759131',
    android: 'https://play.google.com/store/apps/details?id=io.gnosis.safe',
    mobile: 'https://safe.global/wallet',
  },
  notReadyText: 'available',
  installLabelKey: 'safeOpenCaps',
  notReadyHintKey: 'safeNotReady',
  extension: {
    instructions: {
      learnMoreUrl: 'https://help.safe.global/en/articles/40859-add-a-custom-safe-app',
      steps: [
        { step: 'create', titleKey: 'safeCreateTitle', descriptionKey: 'safeCreateText' },
        { step: 'install', titleKey: 'safeInstallTitle', descriptionKey: 'safeInstallText' },
        { step: 'refresh', titleKey: 'safeRefreshTitle', descriptionKey: 'safeRefreshText' },
      ],
    },
  },
}
