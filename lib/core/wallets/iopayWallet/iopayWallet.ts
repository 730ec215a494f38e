import { qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** ioPay Wallet (RainbowKit's `iopayWallet`): its phone app through WalletConnect. */
export const iopayWalletSpec: WalletSpec = {
  id: 'iopay',
  name: 'ioPay Wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  via: 'walletConnect',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=io.iotex.iopay.gp&pli=1',
    ios: 'https://apps.apple.com/us/app/iopay-multichain-crypto-wallet/id1478086371',
    qrCode: 'https://iopay.me/',
    browserExtension: 'https://iopay.me/',
  },
  mobile: { getUri: wcLink('iopay://wc?uri=', 'notAndroid') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://iopay.me/') },
}
