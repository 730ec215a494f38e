import type { WalletSpec } from '../spec'

/** Dawn (RainbowKit's `dawnWallet`): a `window.ethereum` it flags, else nothing else (an extension or in-app browser only). */
export const dawnWalletSpec: WalletSpec = {
  id: 'dawn',
  name: 'Dawn',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#000000',
  via: 'injected',
  injectedFlags: ['isDawn'],
  onlyOn: 'ios',
  downloadUrls: {
    ios: 'https://apps.apple.com/us/app/dawn-ethereum-wallet/id1673143782',
    mobile: 'https://dawnwallet.xyz',
  },
}
