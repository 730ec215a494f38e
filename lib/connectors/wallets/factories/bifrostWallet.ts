import { walletFactory, type WalletFactory } from '../factory'
import { bifrostWalletSpec } from '../../../core/wallets/bifrostWallet/bifrostWallet'

/** Bifrost Wallet (facts, links and guide: lib/core/wallets/bifrostWallet/). */
export const bifrostWallet: WalletFactory = walletFactory(bifrostWalletSpec)
