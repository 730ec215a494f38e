import { walletFactory, type WalletFactory } from '../factory'
import { safepalWalletSpec } from '../../../core/wallets/safepalWallet/safepalWallet'

/** SafePal Wallet (facts, links and guide: lib/core/wallets/safepalWallet/). */
export const safepalWallet: WalletFactory = walletFactory(safepalWalletSpec)
