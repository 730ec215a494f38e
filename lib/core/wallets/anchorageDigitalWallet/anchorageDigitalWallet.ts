import { extensionSteps, type WalletSpec } from '../spec'

/** Anchorage Digital (RainbowKit's `anchorageDigitalWallet`): its extension by EIP-6963 rdns `com.anchorage.connect` or a `window.ethereum` it flags, else nothing else (an extension or in-app browser only). */
export const anchorageDigitalWalletSpec: WalletSpec = {
  id: 'anchorageDigital',
  name: 'Anchorage Digital',
  rdns: 'com.anchorage.connect',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#000000',
  iconAccent: '#FFFFFF',
  via: 'injected',
  injectedFlags: ['isAnchorageDigital'],
  downloadUrls: {
    chrome: 'https://chromewebstore.google.com/detail/anchorage-digital/fadcgekaahkbmhjnpdhldednpbfpmkfl',
    ios: 'https://apps.apple.com/us/app/anchorage-digital/id6754656781',
    mobile: 'https://apps.apple.com/us/app/anchorage-digital/id6754656781',
    qrCode: 'https://apps.apple.com/us/app/anchorage-digital/id6754656781',
  },
  extension: { instructions: extensionSteps('https://www.anchorage.com') },
}
