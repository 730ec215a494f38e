import { walletFactory, type WalletFactory } from '../factory'
import { roninWalletSpec } from '../../../core/wallets/roninWallet/roninWallet'

/** Ronin Wallet (facts, links and guide: lib/core/wallets/roninWallet/). */
export const roninWallet: WalletFactory = walletFactory(roninWalletSpec)
