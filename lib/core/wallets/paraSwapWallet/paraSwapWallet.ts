import { qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** ParaSwap Wallet (RainbowKit's `paraSwapWallet`): its phone app through WalletConnect. */
export const paraSwapWalletSpec: WalletSpec = {
  id: 'paraswap',
  name: 'ParaSwap Wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#578CFC',
  via: 'walletConnect',
  downloadUrls: {
    ios: 'https://apps.apple.com/us/app/paraswap-multichain-wallet/id1584610690',
    mobile: 'https://paraswap.io',
    qrCode: 'https://paraswap.io',
  },
  mobile: { getUri: wcLink('paraswap://wc?uri=') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://paraswap.io') },
}
