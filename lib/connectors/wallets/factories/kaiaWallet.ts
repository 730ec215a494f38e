import { walletFactory, type WalletFactory } from '../factory'
import { kaiaWalletSpec } from '../../../core/wallets/kaiaWallet/kaiaWallet'

/** Kaia Wallet (facts, links and guide: lib/core/wallets/kaiaWallet/). */
export const kaiaWallet: WalletFactory = walletFactory(kaiaWalletSpec)
