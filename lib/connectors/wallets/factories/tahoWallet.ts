import { walletFactory, type WalletFactory } from '../factory'
import { tahoWalletSpec } from '../../../core/wallets/tahoWallet/tahoWallet'

/** Taho (facts, links and guide: lib/core/wallets/tahoWallet/). */
export const tahoWallet: WalletFactory = walletFactory(tahoWalletSpec)
