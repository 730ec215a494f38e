import { walletFactory, type WalletFactory } from '../factory'
import { compassWalletSpec } from '../../../core/wallets/compassWallet/compassWallet'

/** Compass Wallet (facts, links and guide: lib/core/wallets/compassWallet/). */
export const compassWallet: WalletFactory = walletFactory(compassWalletSpec)
