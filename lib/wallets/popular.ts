import { braveWallet } from './braveWallet'
import { browserWallet } from './browserWallet'
import { coinbaseWallet } from './coinbaseWallet'
import { metaMask } from './metaMask'
import { rainbow } from './rainbow'
import { safe } from './safe'
import type { WalletGroup } from './types'
import { validateWallets } from './validate'
import { walletConnect } from './walletConnect'

/** The default picker: one group, 'Popular', in this order. */
export const popularWallets: WalletGroup = {
  groupName: 'Popular',
  wallets: validateWallets([browserWallet, safe, rainbow, coinbaseWallet, metaMask, walletConnect, braveWallet]),
}

export const defaultWalletGroups: readonly WalletGroup[] = [popularWallets]
