import { walletFactory, type WalletFactory } from '../factory'
import { berasigWalletSpec } from '../../../core/wallets/berasigWallet/berasigWallet'

/** BeraSig (facts, links and guide: lib/core/wallets/berasigWallet/). */
export const berasigWallet: WalletFactory = walletFactory(berasigWalletSpec)
