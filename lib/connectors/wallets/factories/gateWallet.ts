import { walletFactory, type WalletFactory } from '../factory'
import { gateWalletSpec } from '../../../core/wallets/gateWallet/gateWallet'

/** Gate Wallet (facts, links and guide: lib/core/wallets/gateWallet/). */
export const gateWallet: WalletFactory = walletFactory(gateWalletSpec)
