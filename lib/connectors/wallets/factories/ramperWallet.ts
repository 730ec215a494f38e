import { walletFactory, type WalletFactory } from '../factory'
import { ramperWalletSpec } from '../../../core/wallets/ramperWallet/ramperWallet'

/** Ramper Wallet (facts, links and guide: lib/core/wallets/ramperWallet/). */
export const ramperWallet: WalletFactory = walletFactory(ramperWalletSpec)
