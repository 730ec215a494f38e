import { extensionSteps, qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** Gate Wallet (RainbowKit's `gateWallet`): its extension by EIP-6963 rdns `io.gate.wallet`, else its phone app through WalletConnect. */
export const gateWalletSpec: WalletSpec = {
  id: 'gate',
  name: 'Gate Wallet',
  rdns: 'io.gate.wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  iconAccent: '#fff',
  via: 'walletConnect',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=com.gateio.gateio',
    ios: 'https://apps.apple.com/us/app/gate-io-buy-bitcoin-crypto/id1294998195',
    mobile: 'https://www.gate.io/mobileapp',
    qrCode: 'https://www.gate.io/web3',
    chrome: 'https://chromewebstore.google.com/detail/gate-wallet/cpmkedoipcpimgecpmgpldfpohjplkpp',
    browserExtension: 'https://www.gate.io/web3',
  },
  mobile: { getUri: wcLink('gtweb3wallet://wc?uri=', 'notAndroid') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://www.gate.io/learn') },
  extension: { instructions: extensionSteps('https://www.gate.io/learn') },
}
