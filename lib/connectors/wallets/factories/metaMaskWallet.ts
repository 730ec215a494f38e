import { walletFactory, type WalletFactory } from '../factory'
import { metaMaskWalletSpec } from '../../../core/wallets/metaMaskWallet/metaMaskWallet'

/** MetaMask (facts, links and guide: lib/core/wallets/metaMaskWallet/). */
export const metaMaskWallet: WalletFactory = walletFactory(metaMaskWalletSpec)
