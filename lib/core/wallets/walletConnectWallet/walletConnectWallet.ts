import { walletConnect } from '../walletConnect'
import type { WalletSpec } from '../spec'

/** WalletConnect (RainbowKit's `walletConnectWallet`): its phone app through WalletConnect. */
export const walletConnectWalletSpec: WalletSpec = {
  ...walletConnect,
  id: 'walletConnect',
  name: 'WalletConnect',
  via: 'walletConnect',
}
