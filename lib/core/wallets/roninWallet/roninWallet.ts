import { extensionSteps, qrSteps, type WalletSpec } from '../spec'
import { wcLink, wcUri } from '../links'

/** Ronin Wallet (RainbowKit's `roninWallet`): its extension by EIP-6963 rdns `com.roninchain.wallet`, else its phone app through WalletConnect. */
export const roninWalletSpec: WalletSpec = {
  id: 'ronin',
  name: 'Ronin Wallet',
  rdns: 'com.roninchain.wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#ffffff',
  via: 'walletConnect',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=com.skymavis.genesis',
    ios: 'https://apps.apple.com/us/app/ronin-wallet/id1592675001',
    mobile: 'https://wallet.roninchain.com',
    chrome: 'https://chrome.google.com/webstore/detail/ronin-wallet/fnjhmkhhmkbjkkabndcnnogagogbneec',
    edge: 'https://microsoftedge.microsoft.com/addons/detail/ronin-wallet/kjmoohlgokccodicjjfebfomlbljgfhk',
    firefox: 'https://addons.mozilla.org/firefox/addon/ronin-wallet',
    browserExtension: 'https://wallet.roninchain.com/',
    qrCode: 'https://wallet.roninchain.com/',
  },
  mobile: { getUri: wcLink('roninwallet://wc?uri=') },
  qrCode: { getUri: wcUri, instructions: qrSteps('https://wallet.roninchain.com/') },
  extension: { instructions: extensionSteps('https://wallet.roninchain.com/') },
}
