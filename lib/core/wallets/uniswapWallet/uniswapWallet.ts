import { qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** Uniswap Wallet (RainbowKit's `uniswapWallet`): its phone app through WalletConnect. */
export const uniswapWalletSpec: WalletSpec = {
  id: 'uniswap',
  name: 'Uniswap Wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#FFD8EA',
  via: 'walletConnect',
  downloadUrls: {
    ios: 'https://apps.apple.com/app/apple-store/id6443944476',
    mobile: 'https://wallet.uniswap.org/',
    qrCode: 'https://wallet.uniswap.org/',
  },
  mobile: { getUri: wcLink('uniswap://wc?uri=') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://wallet.uniswap.org/') },
}
