import { walletFactory, type WalletFactory } from '../factory'
import { portoWalletSpec } from '../../../core/wallets/portoWallet/portoWallet'

/** Porto (facts, links and guide: lib/core/wallets/portoWallet/). */
export const portoWallet: WalletFactory = walletFactory(portoWalletSpec)
