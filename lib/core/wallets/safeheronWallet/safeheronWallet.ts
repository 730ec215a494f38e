import { extensionSteps, type WalletSpec } from '../spec'

/** Safeheron (RainbowKit's `safeheronWallet`): a `window.ethereum` it flags, else nothing else (an extension or in-app browser only). */
export const safeheronWalletSpec: WalletSpec = {
  id: 'safeheron',
  name: 'Safeheron',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  via: 'injected',
  injectedFlags: ['isSafeheron'],
  downloadUrls: {
    chrome: 'https://chrome.google.com/webstore/detail/safeheron/aiaghdjafpiofpainifbgfgjfpclngoh',
    browserExtension: 'https://www.safeheron.com/',
  },
  extension: { instructions: extensionSteps('https://www.safeheron.com/') },
}
