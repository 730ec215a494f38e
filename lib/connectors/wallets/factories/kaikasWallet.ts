import { walletFactory, type WalletFactory } from '../factory'
import { kaikasWalletSpec } from '../../../core/wallets/kaikasWallet/kaikasWallet'

/** Kaikas Wallet (facts, links and guide: lib/core/wallets/kaikasWallet/). */
export const kaikasWallet: WalletFactory = walletFactory(kaikasWalletSpec)
