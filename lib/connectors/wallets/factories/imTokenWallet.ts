import { walletFactory, type WalletFactory } from '../factory'
import { imTokenWalletSpec } from '../../../core/wallets/imTokenWallet/imTokenWallet'

/** imToken (facts, links and guide: lib/core/wallets/imTokenWallet/). */
export const imTokenWallet: WalletFactory = walletFactory(imTokenWalletSpec)
