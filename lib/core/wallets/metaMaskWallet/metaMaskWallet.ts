import { metaMask } from '../metaMask'
import type { WalletSpec } from '../spec'

/** MetaMask (RainbowKit's `metaMaskWallet`): its extension by EIP-6963 rdns `io.metamask`, else its phone app through WalletConnect. */
export const metaMaskWalletSpec: WalletSpec = {
  ...metaMask,
  id: 'metaMask',
  name: 'MetaMask',
  via: 'walletConnect',
}
