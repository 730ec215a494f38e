import { walletFactory, type WalletFactory } from '../factory'
import { zilPayWalletSpec } from '../../../core/wallets/zilPayWallet/zilPayWallet'

/** ZilPay (facts, links and guide: lib/core/wallets/zilPayWallet/). */
export const zilPayWallet: WalletFactory = walletFactory(zilPayWalletSpec)
