import { walletFactory, type WalletFactory } from '../factory'
import { frontierWalletSpec } from '../../../core/wallets/frontierWallet/frontierWallet'

/** Frontier Wallet (facts, links and guide: lib/core/wallets/frontierWallet/). */
export const frontierWallet: WalletFactory = walletFactory(frontierWalletSpec)
