import { walletFactory, type WalletFactory } from '../factory'
import { trustWalletSpec } from '../../../core/wallets/trustWallet/trustWallet'

/** Trust Wallet (facts, links and guide: lib/core/wallets/trustWallet/). */
export const trustWallet: WalletFactory = walletFactory(trustWalletSpec)
