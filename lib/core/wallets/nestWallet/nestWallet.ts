import { extensionSteps, type WalletSpec } from '../spec'

/** Nest (RainbowKit's `nestWallet`): its extension by EIP-6963 rdns `xyz.nestwallet` or a `window.ethereum` it flags, else nothing else (an extension or in-app browser only). */
export const nestWalletSpec: WalletSpec = {
  id: 'nest',
  name: 'Nest',
  rdns: 'xyz.nestwallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#fff0',
  via: 'injected',
  injectedFlags: ['isNestWallet'],
  downloadUrls: {
    browserExtension: 'https://nestwallet.xyz',
  },
  extension: { instructions: extensionSteps('https://nestwallet.xyz') },
}
