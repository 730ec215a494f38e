import { extensionSteps, type WalletSpec } from '../spec'

/** Bitski (RainbowKit's `bitskiWallet`): a `window.ethereum` it flags, else nothing else (an extension or in-app browser only). */
export const bitskiWalletSpec: WalletSpec = {
  id: 'bitski',
  name: 'Bitski',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff',
  via: 'injected',
  injectedFlags: ['isBitski'],
  downloadUrls: {
    chrome: 'https://chrome.google.com/webstore/detail/bitski/feejiigddaafeojfddjjlmfkabimkell',
    browserExtension: 'https://bitski.com',
  },
  extension: { instructions: extensionSteps('https://bitski.zendesk.com/hc/articles/12803972818836-How-to-install-the-Bitski-browser-extension') },
}
