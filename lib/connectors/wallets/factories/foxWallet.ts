import { walletFactory, type WalletFactory } from '../factory'
import { foxWalletSpec } from '../../../core/wallets/foxWallet/foxWallet'

/** FoxWallet (facts, links and guide: lib/core/wallets/foxWallet/). */
export const foxWallet: WalletFactory = walletFactory(foxWalletSpec)
