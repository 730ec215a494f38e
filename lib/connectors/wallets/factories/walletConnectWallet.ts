import { walletFactory, type WalletFactory } from '../factory'
import { walletConnectWalletSpec } from '../../../core/wallets/walletConnectWallet/walletConnectWallet'

/** WalletConnect (facts, links and guide: lib/core/wallets/walletConnectWallet/). */
export const walletConnectWallet: WalletFactory = walletFactory(walletConnectWalletSpec)
