import { walletFactory, type WalletFactory } from '../factory'
import { ledgerWalletSpec } from '../../../core/wallets/ledgerWallet/ledgerWallet'

/** Ledger (facts, links and guide: lib/core/wallets/ledgerWallet/). */
export const ledgerWallet: WalletFactory = walletFactory(ledgerWalletSpec)
