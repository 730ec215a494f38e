import { walletFactory, type WalletFactory } from '../factory'
import { ctrlWalletSpec } from '../../../core/wallets/ctrlWallet/ctrlWallet'

/** CTRL Wallet (facts, links and guide: lib/core/wallets/ctrlWallet/). */
export const ctrlWallet: WalletFactory = walletFactory(ctrlWalletSpec)

/** CTRL Wallet: RainbowKit's alias of `ctrlWallet`, the same factory. */
export const xdefiWallet: WalletFactory = ctrlWallet
