import { qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** Nova Wallet (RainbowKit's `novaWallet`): its extension by EIP-6963 rdns `io.novawallet`, else its phone app through WalletConnect. */
export const novaWalletSpec: WalletSpec = {
  id: 'nova',
  name: 'Nova Wallet',
  rdns: 'io.novawallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  via: 'walletConnect',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=io.novafoundation.nova.market',
    ios: 'https://apps.apple.com/us/app/nova-polkadot-wallet/id1597119355',
    mobile: 'https://nova-wallet.app.link',
    qrCode: 'https://nova-wallet.app.link',
  },
  mobile: { getUri: wcLink('novawallet://wc?uri=') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://docs.novawallet.io/nova-wallet-wiki/dapps/using-walletconnect-for-dapps') },
}
