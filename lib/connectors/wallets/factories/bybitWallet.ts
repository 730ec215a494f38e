import { walletFactory, type WalletFactory } from '../factory'
import { bybitWalletSpec } from '../../../core/wallets/bybitWallet/bybitWallet'

/** Bybit Wallet (facts, links and guide: lib/core/wallets/bybitWallet/). */
export const bybitWallet: WalletFactory = walletFactory(bybitWalletSpec)
