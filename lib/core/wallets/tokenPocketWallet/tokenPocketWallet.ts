import { extensionSteps, qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** TokenPocket (RainbowKit's `tokenPocketWallet`): its extension by EIP-6963 rdns `pro.tokenpocket` or a `window.ethereum` it flags, else its phone app through WalletConnect. */
export const tokenPocketWalletSpec: WalletSpec = {
  id: 'tokenPocket',
  name: 'TokenPocket',
  rdns: 'pro.tokenpocket',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#2980FE',
  via: 'walletConnect',
  injectedFlags: ['isTokenPocket'],
  downloadUrls: {
    chrome: 'https://chrome.google.com/webstore/detail/tokenpocket/mfgccjchihfkkindfppnaooecgfneiii',
    browserExtension: 'https://extension.tokenpocket.pro/',
    android: 'https://play.google.com/store/apps/details?id=vip.mytokenpocket',
    ios: 'https://apps.apple.com/us/app/tp-global-wallet/id6444625622',
    qrCode: 'https://tokenpocket.pro/en/download/app',
    mobile: 'https://tokenpocket.pro/en/download/app',
  },
  mobile: { getUri: wcLink('tpoutside://wc?uri=', 'all') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://help.tokenpocket.pro/en/') },
  extension: { instructions: extensionSteps('https://help.tokenpocket.pro/en/extension-wallet/faq/installation-tutorial') },
}
