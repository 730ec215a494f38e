import { walletFactory, type WalletFactory } from '../factory'
import { argentWalletSpec } from '../../../core/wallets/argentWallet/argentWallet'

/** Ready (facts, links and guide: lib/core/wallets/argentWallet/). */
export const argentWallet: WalletFactory = walletFactory(argentWalletSpec)
