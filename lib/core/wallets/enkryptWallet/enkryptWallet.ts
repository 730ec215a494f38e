import { extensionSteps, type WalletSpec } from '../spec'

/** Enkrypt Wallet (RainbowKit's `enkryptWallet`): its extension by EIP-6963 rdns `com.enkrypt`, else nothing else (an extension or in-app browser only). */
export const enkryptWalletSpec: WalletSpec = {
  id: 'enkrypt',
  name: 'Enkrypt Wallet',
  rdns: 'com.enkrypt',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#FFFFFF',
  via: 'injected',
  downloadUrls: {
    qrCode: 'https://www.enkrypt.com',
    chrome: 'https://chrome.google.com/webstore/detail/enkrypt-ethereum-polkadot/kkpllkodjeloidieedojogacfhpaihoh',
    browserExtension: 'https://www.enkrypt.com/',
    edge: 'https://microsoftedge.microsoft.com/addons/detail/enkrypt-ethereum-polkad/gfenajajnjjmmdojhdjmnngomkhlnfjl',
    firefox: 'https://addons.mozilla.org/en-US/firefox/addon/enkrypt/',
    opera: 'https://addons.opera.com/en/extensions/details/enkrypt/',
    safari: 'https://apps.apple.com/app/enkrypt-web3-wallet/id1640164309',
  },
  extension: { instructions: extensionSteps('https://blog.enkrypt.com/what-is-a-web3-wallet/') },
}
