import { extensionSteps, qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** Bybit Wallet (RainbowKit's `bybitWallet`): its extension by EIP-6963 rdns `com.bybit`, else its phone app through WalletConnect. */
export const bybitWalletSpec: WalletSpec = {
  id: 'bybit',
  name: 'Bybit Wallet',
  rdns: 'com.bybit',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#000000',
  via: 'walletConnect',
  downloadUrls: {
    chrome: 'https://chromewebstore.google.com/detail/bybit-wallet/pdliaogehgdbhbnmkklieghmmjkpigpa',
    browserExtension: 'https://www.bybit.com/en/web3',
    android: 'https://play.google.com/store/apps/details?id=com.bybit.app',
    ios: 'https://apps.apple.com/us/app/bybit-buy-trade-crypto/id1488296980',
    mobile: 'https://www.bybit.com/en/web3',
    qrCode: 'https://www.bybit.com/en/web3',
  },
  mobile: { getUri: wcLink('bybitapp://open/route?targetUrl=by://web3/walletconnect/wc?uri=') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://www.bybit.com/en/web3') },
  extension: { instructions: extensionSteps('https://www.bybit.com/en/web3') },
}
