import { walletFactory, type WalletFactory } from '../factory'
import { coinbaseWalletSpec } from '../../../core/wallets/coinbaseWallet/coinbaseWallet'

/** Coinbase Wallet (facts, links and guide: lib/core/wallets/coinbaseWallet/). */
export const coinbaseWallet: WalletFactory = walletFactory(coinbaseWalletSpec)
