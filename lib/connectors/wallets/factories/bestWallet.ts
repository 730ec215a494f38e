import { walletFactory, type WalletFactory } from '../factory'
import { bestWalletSpec } from '../../../core/wallets/bestWallet/bestWallet'

/** Best Wallet (facts, links and guide: lib/core/wallets/bestWallet/). */
export const bestWallet: WalletFactory = walletFactory(bestWalletSpec)
