import { walletFactory, type WalletFactory } from '../factory'
import { bitskiWalletSpec } from '../../../core/wallets/bitskiWallet/bitskiWallet'

/** Bitski (facts, links and guide: lib/core/wallets/bitskiWallet/). */
export const bitskiWallet: WalletFactory = walletFactory(bitskiWalletSpec)
