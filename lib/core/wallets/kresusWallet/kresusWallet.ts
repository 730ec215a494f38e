import { qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** Kresus Wallet (RainbowKit's `kresusWallet`): its phone app through WalletConnect. */
export const kresusWalletSpec: WalletSpec = {
  id: 'kresus-wallet',
  name: 'Kresus Wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  via: 'walletConnect',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=com.kresus.superapp',
    ios: 'https://apps.apple.com/us/app/kresus-crypto-nft-superapp/id6444355152',
    qrCode: 'https://kresusconnect.kresus.com/download',
  },
  mobile: { getUri: wcLink('com.kresus.superapp://wc?uri=') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://kresus.com/') },
}
