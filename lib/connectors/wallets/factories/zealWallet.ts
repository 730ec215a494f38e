import { walletFactory, type WalletFactory } from '../factory'
import { zealWalletSpec } from '../../../core/wallets/zealWallet/zealWallet'

/** Zeal (facts, links and guide: lib/core/wallets/zealWallet/). */
export const zealWallet: WalletFactory = walletFactory(zealWalletSpec)
