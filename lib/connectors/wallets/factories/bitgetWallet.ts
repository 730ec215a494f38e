import { walletFactory, type WalletFactory } from '../factory'
import { bitgetWalletSpec } from '../../../core/wallets/bitgetWallet/bitgetWallet'

/** Bitget Wallet (facts, links and guide: lib/core/wallets/bitgetWallet/). */
export const bitgetWallet: WalletFactory = walletFactory(bitgetWalletSpec)
