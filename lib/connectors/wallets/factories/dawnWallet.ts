import { walletFactory, type WalletFactory } from '../factory'
import { dawnWalletSpec } from '../../../core/wallets/dawnWallet/dawnWallet'

/** Dawn (facts, links and guide: lib/core/wallets/dawnWallet/). */
export const dawnWallet: WalletFactory = walletFactory(dawnWalletSpec)
