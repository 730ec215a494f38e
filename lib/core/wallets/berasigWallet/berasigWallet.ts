import { extensionSteps, type WalletSpec } from '../spec'

/** BeraSig (RainbowKit's `berasigWallet`): its extension by EIP-6963 rdns `app.berasig`, else its phone app through WalletConnect. */
export const berasigWalletSpec: WalletSpec = {
  id: 'berasig',
  name: 'BeraSig',
  rdns: 'app.berasig',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#ffffff',
  via: 'walletConnect',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=io.berasig.ios',
    ios: 'https://apps.apple.com/us/app/berasig-wallet-on-berachain/id6502052535',
    qrCode: 'https://berasig.com',
    mobile: 'https://berasig.com',
    browserExtension: 'https://chromewebstore.google.com/detail/berasig/ckedkkegjbflcfblcjklibnedmfjppbj',
  },
  extension: { instructions: extensionSteps('https://berasig.com') },
}
