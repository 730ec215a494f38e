import { braveWallet } from './braveWallet'
import { browserWallet } from './browserWallet'
import { coinbaseWallet } from './coinbaseWallet'
import { metaMask } from './metaMask'
import { rainbow } from './rainbow'
import { safe } from './safe'
import type { WalletGroup } from './types'
import { walletConnect } from './walletConnect'

/**
 * The default picker: one group, 'Popular', in this order. Checked by a test
 * (test/wallets/validate.test.ts), not at run time: the checker would ride along with every
 * WalletButton (an app's own groups are checked on demand, see useWalletGroupsCheck).
 */
export const popularWallets: WalletGroup = {
  groupName: 'Popular',
  wallets: [browserWallet, safe, rainbow, coinbaseWallet, metaMask, walletConnect, braveWallet],
}

/**
 * The Connect modal's wallets when the provider gets no `wallets`: the one 'Popular' group.
 * Spread it to keep the built-in wallets beside the app's own:
 * `wallets={[{ groupName: 'Recommended', wallets: [myWallet] }, ...defaultWalletGroups]}`.
 */
export const defaultWalletGroups: readonly WalletGroup[] = [popularWallets]
