import { walletFactory, type WalletFactory } from '../factory'
import { frameWalletSpec } from '../../../core/wallets/frameWallet/frameWallet'

/** Frame (facts, links and guide: lib/core/wallets/frameWallet/). */
export const frameWallet: WalletFactory = walletFactory(frameWalletSpec)
