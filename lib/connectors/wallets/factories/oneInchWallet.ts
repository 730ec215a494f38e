import { walletFactory, type WalletFactory } from '../factory'
import { oneInchWalletSpec } from '../../../core/wallets/oneInchWallet/oneInchWallet'

/** 1inch Wallet (facts, links and guide: lib/core/wallets/oneInchWallet/). */
export const oneInchWallet: WalletFactory = walletFactory(oneInchWalletSpec)
