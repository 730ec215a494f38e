import { walletFactory, type WalletFactory } from '../factory'
import { phantomWalletSpec } from '../../../core/wallets/phantomWallet/phantomWallet'

/** Phantom (facts, links and guide: lib/core/wallets/phantomWallet/). */
export const phantomWallet: WalletFactory = walletFactory(phantomWalletSpec)
