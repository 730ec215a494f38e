import { extensionSteps, qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** OKX Wallet (RainbowKit's `okxWallet`): its extension by EIP-6963 rdns `com.okex.wallet`, else its phone app through WalletConnect. */
export const okxWalletSpec: WalletSpec = {
  id: 'okx',
  name: 'OKX Wallet',
  rdns: 'com.okex.wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#000',
  iconAccent: '#000',
  via: 'walletConnect',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=com.okinc.okex.gp',
    ios: 'https://itunes.apple.com/app/id1327268470?mt=8',
    mobile: 'https://okx.com/download',
    qrCode: 'https://okx.com/download',
    chrome: 'https://chrome.google.com/webstore/detail/okx-wallet/mcohilncbfahbmgdjkbpemcciiolgcge',
    edge: 'https://microsoftedge.microsoft.com/addons/detail/okx-wallet/pbpjkcldjiffchgbbndmhojiacbgflha',
    firefox: 'https://addons.mozilla.org/firefox/addon/okexwallet/',
    browserExtension: 'https://okx.com/download',
  },
  mobile: { getUri: wcLink('okex://main/wc?uri=', 'notAndroid') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://okx.com/web3/') },
  extension: { instructions: extensionSteps('https://okx.com/web3/') },
}
