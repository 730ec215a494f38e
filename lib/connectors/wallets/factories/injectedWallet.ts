import { walletFactory, type WalletFactory } from '../factory'
import { injectedWalletSpec } from '../../../core/wallets/injectedWallet/injectedWallet'

/** Browser Wallet (facts, links and guide: lib/core/wallets/injectedWallet/). */
export const injectedWallet: WalletFactory = walletFactory(injectedWalletSpec)
