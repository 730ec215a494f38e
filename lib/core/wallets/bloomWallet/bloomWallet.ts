import { desktopSteps, type WalletSpec } from '../spec'
import { wcLink } from '../links'

/** Bloom Wallet (RainbowKit's `bloomWallet`): its phone app through WalletConnect. */
export const bloomWalletSpec: WalletSpec = {
  id: 'bloom',
  name: 'Bloom Wallet',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#000',
  iconAccent: '#000',
  via: 'walletConnect',
  downloadUrls: {
    desktop: 'https://bloomwallet.io/',
  },
  desktop: { getUri: wcLink('bloom://wallet-connect/wc?uri='), instructions: desktopSteps('https://bloomwallet.io/') },
}
