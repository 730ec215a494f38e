import { walletFactory, type WalletFactory } from '../factory'
import { safeheronWalletSpec } from '../../../core/wallets/safeheronWallet/safeheronWallet'

/** Safeheron (facts, links and guide: lib/core/wallets/safeheronWallet/). */
export const safeheronWallet: WalletFactory = walletFactory(safeheronWalletSpec)
