import { walletFactory, type WalletFactory } from '../factory'
import { safeWalletSpec } from '../../../core/wallets/safeWallet/safeWallet'

/** Safe (facts, links and guide: lib/core/wallets/safeWallet/). */
export const safeWallet: WalletFactory = walletFactory(safeWalletSpec)
