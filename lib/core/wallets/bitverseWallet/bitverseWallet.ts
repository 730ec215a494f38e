import { qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** Bitverse Wallet (RainbowKit's `bitverseWallet`): its phone app through WalletConnect. */
export const bitverseWalletSpec: WalletSpec = {
  id: 'bitverse',
  name: 'Bitverse Wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#171728',
  via: 'walletConnect',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=com.bitverse.app&pli=1',
    ios: 'https://apps.apple.com/us/app/bitverse-discover-web3-wealth/id1645515614',
    qrCode: 'https://www.bitverse.zone/download',
  },
  mobile: { getUri: wcLink('bitverseapp://open/wallet/wc?uri=') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://www.bitverse.zone') },
}
