import type { WalletSpec } from '../spec'

/** Porto (RainbowKit's `portoWallet`): its extension by EIP-6963 rdns `xyz.ithaca.porto`, else nothing else (an extension or in-app browser only). */
export const portoWalletSpec: WalletSpec = {
  id: 'porto',
  name: 'Porto',
  rdns: 'xyz.ithaca.porto',
  iconUrl: () => import('./icon.svg').then((m) => m.default),
  iconBackground: '#2E7CF6',
  iconAccent: '#2E7CF6',
  via: 'injected',
}
