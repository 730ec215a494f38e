import { walletFactory, type WalletFactory } from '../factory'
import { oneKeyWalletSpec } from '../../../core/wallets/oneKeyWallet/oneKeyWallet'

/** OneKey (facts, links and guide: lib/core/wallets/oneKeyWallet/). */
export const oneKeyWallet: WalletFactory = walletFactory(oneKeyWalletSpec)
