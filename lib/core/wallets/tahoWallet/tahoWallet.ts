import { extensionSteps, type WalletSpec } from '../spec'

/** Taho (RainbowKit's `tahoWallet`): a `window.ethereum` it flags, else nothing else (an extension or in-app browser only). */
export const tahoWalletSpec: WalletSpec = {
  id: 'taho',
  name: 'Taho',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#d08d57',
  via: 'injected',
  injectedFlags: ['isTally'],
  downloadUrls: {
    chrome: 'https://chrome.google.com/webstore/detail/taho/eajafomhmkipbjmfmhebemolkcicgfmd',
    browserExtension: 'https://taho.xyz',
  },
  extension: { instructions: extensionSteps('https://tahowallet.notion.site/Taho-Knowledge-Base-4d95ed5439c64d6db3d3d27abf1fdae5') },
}
