import { walletFactory, type WalletFactory } from '../factory'
import { talismanWalletSpec } from '../../../core/wallets/talismanWallet/talismanWallet'

/** Talisman (facts, links and guide: lib/core/wallets/talismanWallet/). */
export const talismanWallet: WalletFactory = walletFactory(talismanWalletSpec)
