import { qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** Valora (RainbowKit's `valoraWallet`): its phone app through WalletConnect. */
export const valoraWalletSpec: WalletSpec = {
  id: 'valora',
  name: 'Valora',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#FFFFFF',
  via: 'walletConnect',
  downloadUrls: {
    ios: 'https://apps.apple.com/app/id1520414263?mt=8',
    android: 'https://play.google.com/store/apps/details?id=co.clabs.valora',
    mobile: 'https://valora.xyz',
    qrCode: 'https://valora.xyz',
  },
  mobile: { getUri: wcLink('celo://wallet/wc?uri=', 'notAndroid') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://valora.xyz/') },
}
