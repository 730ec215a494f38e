import { walletFactory, type WalletFactory } from '../factory'
import { seifWalletSpec } from '../../../core/wallets/seifWallet/seifWallet'

/** Seif (facts, links and guide: lib/core/wallets/seifWallet/). */
export const seifWallet: WalletFactory = walletFactory(seifWalletSpec)
