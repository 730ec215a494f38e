import { extensionSteps, qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** Kaia Wallet (RainbowKit's `kaiaWallet`): its phone app through WalletConnect. */
export const kaiaWalletSpec: WalletSpec = {
  id: 'kaia',
  name: 'Kaia Wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  via: 'walletConnect',
  downloadUrls: {
    chrome: 'https://chromewebstore.google.com/detail/kaia-wallet/jblndlipeogpafnldhgmapagcccfchpi',
    browserExtension: 'https://app.kaiawallet.io',
    qrCode: 'https://app.kaiawallet.io',
    ios: 'https://apps.apple.com/us/app/kaia-wallet/id6502896387',
    android: 'https://play.google.com/store/apps/details?id=io.klutch.wallet',
    mobile: 'https://app.kaiawallet.io',
  },
  mobile: { getUri: wcLink('kaikas://walletconnect?uri=') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://kaiawallet.io') },
  extension: { instructions: extensionSteps('https://kaiawallet.io') },
}
