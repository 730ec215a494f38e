import { walletFactory, type WalletFactory } from '../factory'
import { iopayWalletSpec } from '../../../core/wallets/iopayWallet/iopayWallet'

/** ioPay Wallet (facts, links and guide: lib/core/wallets/iopayWallet/). */
export const iopayWallet: WalletFactory = walletFactory(iopayWalletSpec)
