import { walletFactory, type WalletFactory } from '../factory'
import { tokenPocketWalletSpec } from '../../../core/wallets/tokenPocketWallet/tokenPocketWallet'

/** TokenPocket (facts, links and guide: lib/core/wallets/tokenPocketWallet/). */
export const tokenPocketWallet: WalletFactory = walletFactory(tokenPocketWalletSpec)
