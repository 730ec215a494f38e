import { walletFactory, type WalletFactory } from '../factory'
import { enkryptWalletSpec } from '../../../core/wallets/enkryptWallet/enkryptWallet'

/** Enkrypt Wallet (facts, links and guide: lib/core/wallets/enkryptWallet/). */
export const enkryptWallet: WalletFactory = walletFactory(enkryptWalletSpec)
