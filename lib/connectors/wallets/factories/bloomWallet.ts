import { walletFactory, type WalletFactory } from '../factory'
import { bloomWalletSpec } from '../../../core/wallets/bloomWallet/bloomWallet'

/** Bloom Wallet (facts, links and guide: lib/core/wallets/bloomWallet/). */
export const bloomWallet: WalletFactory = walletFactory(bloomWalletSpec)
