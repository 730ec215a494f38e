import { walletFactory, type WalletFactory } from '../factory'
import { omniWalletSpec } from '../../../core/wallets/omniWallet/omniWallet'

/** Omni (facts, links and guide: lib/core/wallets/omniWallet/). */
export const omniWallet: WalletFactory = walletFactory(omniWalletSpec)
