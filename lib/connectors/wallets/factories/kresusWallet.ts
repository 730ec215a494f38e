import { walletFactory, type WalletFactory } from '../factory'
import { kresusWalletSpec } from '../../../core/wallets/kresusWallet/kresusWallet'

/** Kresus Wallet (facts, links and guide: lib/core/wallets/kresusWallet/). */
export const kresusWallet: WalletFactory = walletFactory(kresusWalletSpec)
