import { extensionSteps, type WalletSpec } from '../spec'

/** Gemini Wallet (RainbowKit's `geminiWallet`): its extension by EIP-6963 rdns `com.gemini.wallet`, else nothing else (an extension or in-app browser only). */
export const geminiWalletSpec: WalletSpec = {
  id: 'gemini',
  name: 'Gemini Wallet',
  shortName: 'Gemini',
  rdns: 'com.gemini.wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#1FC4DF',
  iconAccent: '#1FC4DF',
  via: 'injected',
  downloadUrls: {
    browserExtension: 'https://keys.gemini.com',
    qrCode: 'https://keys.gemini.com',
  },
  extension: { instructions: extensionSteps('https://keys.gemini.com') },
}
