import { coinbaseWcLink } from '../coinbaseLinks'
import { qrSteps, type WalletSpec } from '../spec'
import { wcUri } from '../links'

/** Base (RainbowKit's `base`): its extension by EIP-6963 rdns `app.base.account`, else the kit's Coinbase connector. */
export const baseSpec: WalletSpec = {
  id: 'base',
  name: 'Base',
  rdns: 'app.base.account',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#0000FF',
  iconAccent: '#0000FF',
  connectorId: 'com.coinbase.wallet',
  via: 'coinbase',
  mobile: { getUri: coinbaseWcLink },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://www.base.org/') },
}
