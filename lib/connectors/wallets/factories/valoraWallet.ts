import { walletFactory, type WalletFactory } from '../factory'
import { valoraWalletSpec } from '../../../core/wallets/valoraWallet/valoraWallet'

/** Valora (facts, links and guide: lib/core/wallets/valoraWallet/). */
export const valoraWallet: WalletFactory = walletFactory(valoraWalletSpec)
