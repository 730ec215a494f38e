import { rainbow } from '../rainbow'
import type { WalletSpec } from '../spec'

/** Rainbow (RainbowKit's `rainbowWallet`): its extension by EIP-6963 rdns `me.rainbow` or a `window.ethereum` it flags, else its phone app through WalletConnect. */
export const rainbowWalletSpec: WalletSpec = {
  ...rainbow,
  id: 'rainbow',
  name: 'Rainbow',
  via: 'walletConnect',
  injectedFlags: ['isRainbow'],
}
