import { walletFactory, type WalletFactory } from '../factory'
import { zerionWalletSpec } from '../../../core/wallets/zerionWallet/zerionWallet'

/** Zerion (facts, links and guide: lib/core/wallets/zerionWallet/). */
export const zerionWallet: WalletFactory = walletFactory(zerionWalletSpec)
