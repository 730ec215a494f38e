import { qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** Kraken Wallet (RainbowKit's `krakenWallet`): its phone app through WalletConnect. */
export const krakenWalletSpec: WalletSpec = {
  id: 'kraken',
  name: 'Kraken Wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#FFD8EA',
  via: 'walletConnect',
  downloadUrls: {
    ios: 'https://apps.apple.com/us/app/kraken-wallet/id1626327149',
    mobile: 'https://kraken.com/wallet',
    qrCode: 'https://kraken.com/wallet',
  },
  mobile: { getUri: wcLink('krakenwallet://wc?uri=') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://kraken.com/wallet') },
}
