import { extensionSteps, qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** Kaikas Wallet (RainbowKit's `kaikasWallet`): its phone app through WalletConnect. */
export const kaikasWalletSpec: WalletSpec = {
  id: 'kaikas',
  name: 'Kaikas Wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  via: 'walletConnect',
  downloadUrls: {
    chrome: 'https://chromewebstore.google.com/detail/kaikas/jblndlipeogpafnldhgmapagcccfchpi',
    browserExtension: 'https://app.kaikas.io',
    qrCode: 'https://app.kaikas.io',
    ios: 'https://apps.apple.com/us/app/kaikas-mobile-crypto-wallet/id1626107061',
    android: 'https://play.google.com/store/apps/details?id=io.klutch.wallet',
    mobile: 'https://app.kaikas.io',
  },
  mobile: { getUri: wcLink('kaikas://walletconnect?uri=') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://kaikas.io') },
  extension: { instructions: extensionSteps('https://kaikas.io') },
}
