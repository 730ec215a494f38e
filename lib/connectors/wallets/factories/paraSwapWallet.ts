import { walletFactory, type WalletFactory } from '../factory'
import { paraSwapWalletSpec } from '../../../core/wallets/paraSwapWallet/paraSwapWallet'

/** ParaSwap Wallet (facts, links and guide: lib/core/wallets/paraSwapWallet/). */
export const paraSwapWallet: WalletFactory = walletFactory(paraSwapWalletSpec)
