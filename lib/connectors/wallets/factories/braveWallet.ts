import { walletFactory, type WalletFactory } from '../factory'
import { braveWalletSpec } from '../../../core/wallets/braveWallet/braveWallet'

/** Brave Wallet (facts, links and guide: lib/core/wallets/braveWallet/). */
export const braveWallet: WalletFactory = walletFactory(braveWalletSpec)
