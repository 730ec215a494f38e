import { walletFactory, type WalletFactory } from '../factory'
import { rabbyWalletSpec } from '../../../core/wallets/rabbyWallet/rabbyWallet'

/** Rabby Wallet (facts, links and guide: lib/core/wallets/rabbyWallet/). */
export const rabbyWallet: WalletFactory = walletFactory(rabbyWalletSpec)
