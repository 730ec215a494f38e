import { qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** FoxWallet (RainbowKit's `foxWallet`): its phone app through WalletConnect. */
export const foxWalletSpec: WalletSpec = {
  id: 'foxwallet',
  name: 'FoxWallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  via: 'walletConnect',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=com.foxwallet.play',
    ios: 'https://apps.apple.com/app/foxwallet-crypto-web3/id1590983231',
    qrCode: 'https://foxwallet.com/download',
  },
  mobile: { getUri: wcLink('foxwallet://wc?uri=') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://foxwallet.com') },
}
