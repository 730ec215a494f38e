import { walletFactory, type WalletFactory } from '../factory'
import { coreWalletSpec } from '../../../core/wallets/coreWallet/coreWallet'

/** Core (facts, links and guide: lib/core/wallets/coreWallet/). */
export const coreWallet: WalletFactory = walletFactory(coreWalletSpec)
