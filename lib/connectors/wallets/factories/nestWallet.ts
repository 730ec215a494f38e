import { walletFactory, type WalletFactory } from '../factory'
import { nestWalletSpec } from '../../../core/wallets/nestWallet/nestWallet'

/** Nest (facts, links and guide: lib/core/wallets/nestWallet/). */
export const nestWallet: WalletFactory = walletFactory(nestWalletSpec)
