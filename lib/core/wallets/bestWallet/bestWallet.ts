import { qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** Best Wallet (RainbowKit's `bestWallet`): its phone app through WalletConnect. */
export const bestWalletSpec: WalletSpec = {
  id: 'bestWallet',
  name: 'Best Wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#5961FF',
  via: 'walletConnect',
  downloadUrls: {
    android: 'https://best.sng.link/Dnio2/rto7?_smtype=3',
    ios: 'https://best.sng.link/Dnio2/rto7?_smtype=3',
    mobile: 'https://best.sng.link/Dnio2/rto7?_smtype=3',
    qrCode: 'https://best.sng.link/Dnio2/rto7?_smtype=3',
  },
  mobile: { getUri: wcLink('bw://connect/wc?uri=') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://best.sng.link/Dnio2/rto7?_smtype=3') },
}
