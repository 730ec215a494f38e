import { walletFactory, type WalletFactory } from '../factory'
import { wigwamWalletSpec } from '../../../core/wallets/wigwamWallet/wigwamWallet'

/** Wigwam (facts, links and guide: lib/core/wallets/wigwamWallet/). */
export const wigwamWallet: WalletFactory = walletFactory(wigwamWalletSpec)
