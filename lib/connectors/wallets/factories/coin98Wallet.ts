import { walletFactory, type WalletFactory } from '../factory'
import { coin98WalletSpec } from '../../../core/wallets/coin98Wallet/coin98Wallet'

/** Coin98 Wallet (facts, links and guide: lib/core/wallets/coin98Wallet/). */
export const coin98Wallet: WalletFactory = walletFactory(coin98WalletSpec)
