import { walletFactory, type WalletFactory } from '../factory'
import { mewWalletSpec } from '../../../core/wallets/mewWallet/mewWallet'

/** MEW wallet (facts, links and guide: lib/core/wallets/mewWallet/). */
export const mewWallet: WalletFactory = walletFactory(mewWalletSpec)
