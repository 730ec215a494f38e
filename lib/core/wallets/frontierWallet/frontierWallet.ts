import { extensionSteps, qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** Frontier Wallet (RainbowKit's `frontierWallet`): its extension by EIP-6963 rdns `xyz.frontier.wallet` or a `window.ethereum` it flags, else its phone app through WalletConnect. */
export const frontierWalletSpec: WalletSpec = {
  id: 'frontier',
  name: 'Frontier Wallet',
  rdns: 'xyz.frontier.wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#CC703C',
  via: 'walletConnect',
  injectedFlags: ['isFrontier'],
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=com.frontierwallet',
    ios: 'https://apps.apple.com/us/app/frontier-crypto-defi-wallet/id1482380988',
    qrCode: 'https://www.frontier.xyz/download',
    chrome: 'https://chrome.google.com/webstore/detail/frontier-wallet/kppfdiipphfccemcignhifpjkapfbihd',
    browserExtension: 'https://www.frontier.xyz/download',
  },
  mobile: { getUri: wcLink('frontier://wc?uri=', 'android') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://help.frontier.xyz/en/') },
  extension: { instructions: extensionSteps('https://help.frontier.xyz/en/articles/6967236-setting-up-frontier-on-your-device') },
}
