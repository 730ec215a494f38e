import { walletFactory, type WalletFactory } from '../factory'
import { tokenaryWalletSpec } from '../../../core/wallets/tokenaryWallet/tokenaryWallet'

/** Tokenary (facts, links and guide: lib/core/wallets/tokenaryWallet/). */
export const tokenaryWallet: WalletFactory = walletFactory(tokenaryWalletSpec)
