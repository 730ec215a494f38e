import { qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** Binance Wallet (RainbowKit's `binanceWallet`): its extension by EIP-6963 rdns `com.binance.wallet` or a `window.ethereum` it flags, else its phone app through WalletConnect. */
export const binanceWalletSpec: WalletSpec = {
  id: 'binance',
  name: 'Binance Wallet',
  rdns: 'com.binance.wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#000000',
  via: 'walletConnect',
  injectedFlags: ['isBinance'],
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=com.binance.dev',
    ios: 'https://apps.apple.com/us/app/id1436799971',
    mobile: 'https://www.binance.com/en/download',
    qrCode: 'https://www.binance.com/en/web3wallet',
    chrome: 'https://chromewebstore.google.com/detail/cadiboklkpojfamcoggejbbdjcoiljjk',
  },
  mobile: { getUri: wcLink('bnc://app.binance.com/cedefi/wc?uri=', 'notAndroid') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://www.binance.com/en/web3wallet') },
}
