import { qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** 1inch Wallet (RainbowKit's `oneInchWallet`): its phone app through WalletConnect. */
export const oneInchWalletSpec: WalletSpec = {
  id: '1inch',
  name: '1inch Wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  via: 'walletConnect',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=io.oneinch.android',
    ios: 'https://apps.apple.com/us/app/1inch-crypto-defi-wallet/id1546049391',
    mobile: 'https://1inch.io/wallet',
    qrCode: 'https://1inch.io/wallet',
  },
  mobile: { getUri: wcLink('oneinch://wc?uri=') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://1inch.io/wallet') },
}
