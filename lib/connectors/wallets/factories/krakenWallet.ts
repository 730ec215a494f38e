import { walletFactory, type WalletFactory } from '../factory'
import { krakenWalletSpec } from '../../../core/wallets/krakenWallet/krakenWallet'

/** Kraken Wallet (facts, links and guide: lib/core/wallets/krakenWallet/). */
export const krakenWallet: WalletFactory = walletFactory(krakenWalletSpec)
