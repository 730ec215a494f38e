import { walletFactory, type WalletFactory } from '../factory'
import { desigWalletSpec } from '../../../core/wallets/desigWallet/desigWallet'

/** Desig Wallet (facts, links and guide: lib/core/wallets/desigWallet/). */
export const desigWallet: WalletFactory = walletFactory(desigWalletSpec)
