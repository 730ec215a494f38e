import { walletFactory, type WalletFactory } from '../factory'
import { readyWalletSpec } from '../../../core/wallets/readyWallet/readyWallet'

/** Ready (facts, links and guide: lib/core/wallets/readyWallet/). */
export const readyWallet: WalletFactory = walletFactory(readyWalletSpec)
