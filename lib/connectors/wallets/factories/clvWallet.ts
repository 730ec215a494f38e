import { walletFactory, type WalletFactory } from '../factory'
import { clvWalletSpec } from '../../../core/wallets/clvWallet/clvWallet'

/** CLV (facts, links and guide: lib/core/wallets/clvWallet/). */
export const clvWallet: WalletFactory = walletFactory(clvWalletSpec)
