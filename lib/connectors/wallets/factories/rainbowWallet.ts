import { walletFactory, type WalletFactory } from '../factory'
import { rainbowWalletSpec } from '../../../core/wallets/rainbowWallet/rainbowWallet'

/** Rainbow (facts, links and guide: lib/core/wallets/rainbowWallet/). */
export const rainbowWallet: WalletFactory = walletFactory(rainbowWalletSpec)
