import { walletFactory, type WalletFactory } from '../factory'
import { novaWalletSpec } from '../../../core/wallets/novaWallet/novaWallet'

/** Nova Wallet (facts, links and guide: lib/core/wallets/novaWallet/). */
export const novaWallet: WalletFactory = walletFactory(novaWalletSpec)
