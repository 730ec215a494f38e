import { walletFactory, type WalletFactory } from '../factory'
import { mecoWalletSpec } from '../../../core/wallets/mecoWallet/mecoWallet'

/** MeCo Wallet (facts, links and guide: lib/core/wallets/mecoWallet/). */
export const mecoWallet: WalletFactory = walletFactory(mecoWalletSpec)
