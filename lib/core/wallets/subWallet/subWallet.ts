import { extensionSteps, qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** SubWallet (RainbowKit's `subWallet`): its extension by EIP-6963 rdns `app.subwallet`, else its phone app through WalletConnect. */
export const subWalletSpec: WalletSpec = {
  id: 'subwallet',
  name: 'SubWallet',
  rdns: 'app.subwallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  via: 'walletConnect',
  downloadUrls: {
    browserExtension: 'https://www.subwallet.app/download',
    chrome: 'https://chrome.google.com/webstore/detail/subwallet-polkadot-wallet/onhogfjeacnfoofkfgppdlbmlmnplgbn',
    firefox: 'https://addons.mozilla.org/en-US/firefox/addon/subwallet/',
    edge: 'https://chrome.google.com/webstore/detail/subwallet-polkadot-wallet/onhogfjeacnfoofkfgppdlbmlmnplgbn',
    mobile: 'https://www.subwallet.app/download',
    android: 'https://play.google.com/store/apps/details?id=app.subwallet.mobile',
    ios: 'https://apps.apple.com/us/app/subwallet-polkadot-wallet/id1633050285',
    qrCode: 'https://www.subwallet.app/download',
  },
  mobile: { getUri: wcLink('subwallet://wc?uri=') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://www.subwallet.app/') },
  extension: { instructions: extensionSteps('https://www.subwallet.app/') },
}
