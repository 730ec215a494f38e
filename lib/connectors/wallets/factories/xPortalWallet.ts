import { walletFactory, type WalletFactory } from '../factory'
import { xPortalWalletSpec } from '../../../core/wallets/xPortalWallet/xPortalWallet'

/** xPortal (facts, links and guide: lib/core/wallets/xPortalWallet/). */
export const xPortalWallet: WalletFactory = walletFactory(xPortalWalletSpec)
