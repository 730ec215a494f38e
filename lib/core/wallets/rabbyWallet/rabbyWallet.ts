import { extensionSteps, type WalletSpec } from '../spec'

/** Rabby Wallet (RainbowKit's `rabbyWallet`): its extension by EIP-6963 rdns `io.rabby` or a `window.ethereum` it flags, else nothing else (an extension or in-app browser only). */
export const rabbyWalletSpec: WalletSpec = {
  id: 'rabby',
  name: 'Rabby Wallet',
  rdns: 'io.rabby',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#8697FF',
  via: 'injected',
  injectedFlags: ['isRabby'],
  downloadUrls: {
    chrome: 'https://chrome.google.com/webstore/detail/rabby-wallet/acmacodkjbdgmoleebolmdjonilkdbch',
    browserExtension: 'https://rabby.io',
  },
  extension: { instructions: extensionSteps('https://rabby.io/') },
}
