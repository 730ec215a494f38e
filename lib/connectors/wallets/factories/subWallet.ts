import { walletFactory, type WalletFactory } from '../factory'
import { subWalletSpec } from '../../../core/wallets/subWallet/subWallet'

/** SubWallet (facts, links and guide: lib/core/wallets/subWallet/). */
export const subWallet: WalletFactory = walletFactory(subWalletSpec)
