import { qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** xPortal (RainbowKit's `xPortalWallet`): its extension by EIP-6963 rdns `com.elrond.maiar.wallet` or a `window.ethereum` it flags, else its phone app through WalletConnect. */
export const xPortalWalletSpec: WalletSpec = {
  id: 'xportal',
  name: 'xPortal',
  rdns: 'com.elrond.maiar.wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#23f7dd',
  iconAccent: '#23f7dd',
  via: 'walletConnect',
  injectedFlags: ['isxPortal'],
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=com.elrond.maiar.wallet',
    ios: 'https://apps.apple.com/us/app/xportal-btc-crypto-wallet/id1519405832',
    qrCode: 'https://xportal.com/app',
  },
  mobile: { getUri: wcLink('xportal://wc?uri=', 'ios') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://help.xportal.com/en/articles/7038000-register-create-account') },
}
