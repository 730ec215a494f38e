import { walletFactory, type WalletFactory } from '../factory'
import { binanceWalletSpec } from '../../../core/wallets/binanceWallet/binanceWallet'

/** Binance Wallet (facts, links and guide: lib/core/wallets/binanceWallet/). */
export const binanceWallet: WalletFactory = walletFactory(binanceWalletSpec)
