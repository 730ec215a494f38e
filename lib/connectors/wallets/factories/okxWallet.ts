import { walletFactory, type WalletFactory } from '../factory'
import { okxWalletSpec } from '../../../core/wallets/okxWallet/okxWallet'

/** OKX Wallet (facts, links and guide: lib/core/wallets/okxWallet/). */
export const okxWallet: WalletFactory = walletFactory(okxWalletSpec)
