import { walletFactory, type WalletFactory } from '../factory'
import { uniswapWalletSpec } from '../../../core/wallets/uniswapWallet/uniswapWallet'

/** Uniswap Wallet (facts, links and guide: lib/core/wallets/uniswapWallet/). */
export const uniswapWallet: WalletFactory = walletFactory(uniswapWalletSpec)
