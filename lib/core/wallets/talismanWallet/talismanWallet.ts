import { extensionSteps, type WalletSpec } from '../spec'

/** Talisman (RainbowKit's `talismanWallet`): its extension by EIP-6963 rdns `xyz.talisman` or a `window.ethereum` it flags, else nothing else (an extension or in-app browser only). */
export const talismanWalletSpec: WalletSpec = {
  id: 'talisman',
  name: 'Talisman',
  rdns: 'xyz.talisman',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  via: 'injected',
  injectedFlags: ['isTalisman'],
  downloadUrls: {
    chrome: 'https://chrome.google.com/webstore/detail/talisman-polkadot-wallet/fijngjgcjhjmmpcmkeiomlglpeiijkld',
    firefox: 'https://addons.mozilla.org/en-US/firefox/addon/talisman-wallet-extension/',
    browserExtension: 'https://talisman.xyz/download',
  },
  extension: { instructions: extensionSteps('https://talisman.xyz/') },
}
