import { walletFactory, type WalletFactory } from '../factory'
import { geminiWalletSpec } from '../../../core/wallets/geminiWallet/geminiWallet'

/** Gemini Wallet (facts, links and guide: lib/core/wallets/geminiWallet/). */
export const geminiWallet: WalletFactory = walletFactory(geminiWalletSpec)
