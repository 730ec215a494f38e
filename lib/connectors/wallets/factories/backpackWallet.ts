import { walletFactory, type WalletFactory } from '../factory'
import { backpackWalletSpec } from '../../../core/wallets/backpackWallet/backpackWallet'

/** Backpack (facts, links and guide: lib/core/wallets/backpackWallet/). */
export const backpackWallet: WalletFactory = walletFactory(backpackWalletSpec)
