import { walletFactory, type WalletFactory } from '../factory'
import { magicEdenWalletSpec } from '../../../core/wallets/magicEdenWallet/magicEdenWallet'

/** Magic Eden Wallet (facts, links and guide: lib/core/wallets/magicEdenWallet/). */
export const magicEdenWallet: WalletFactory = walletFactory(magicEdenWalletSpec)
