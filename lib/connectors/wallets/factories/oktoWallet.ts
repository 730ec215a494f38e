import { walletFactory, type WalletFactory } from '../factory'
import { oktoWalletSpec } from '../../../core/wallets/oktoWallet/oktoWallet'

/** Okto (facts, links and guide: lib/core/wallets/oktoWallet/). */
export const oktoWallet: WalletFactory = walletFactory(oktoWalletSpec)
