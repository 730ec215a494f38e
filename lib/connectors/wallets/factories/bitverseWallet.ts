import { walletFactory, type WalletFactory } from '../factory'
import { bitverseWalletSpec } from '../../../core/wallets/bitverseWallet/bitverseWallet'

/** Bitverse Wallet (facts, links and guide: lib/core/wallets/bitverseWallet/). */
export const bitverseWallet: WalletFactory = walletFactory(bitverseWalletSpec)
