import { walletFactory, type WalletFactory } from '../factory'
import { anchorageDigitalWalletSpec } from '../../../core/wallets/anchorageDigitalWallet/anchorageDigitalWallet'

/** Anchorage Digital (facts, links and guide: lib/core/wallets/anchorageDigitalWallet/). */
export const anchorageDigitalWallet: WalletFactory = walletFactory(anchorageDigitalWalletSpec)
