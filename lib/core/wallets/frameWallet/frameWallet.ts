import { extensionSteps, type WalletSpec } from '../spec'

/** Frame (RainbowKit's `frameWallet`): its extension by EIP-6963 rdns `sh.frame` or a `window.ethereum` it flags, else nothing else (an extension or in-app browser only). */
export const frameWalletSpec: WalletSpec = {
  id: 'frame',
  name: 'Frame',
  rdns: 'sh.frame',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#121C20',
  via: 'injected',
  injectedFlags: ['isFrame'],
  downloadUrls: {
    browserExtension: 'https://frame.sh/',
  },
  extension: { instructions: extensionSteps('https://docs.frame.sh/docs/Getting%20Started/Installation/') },
}
