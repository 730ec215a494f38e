import type { ConnectVia, WalletEntry } from '../../../core/wallets/types'
import type { ConnectStep } from '../steps'
import type { WalletConnection } from '../useWalletConnection'

/** What every right-panel step gets from the desktop modal. */
export interface PanelProps {
  wallet: WalletEntry | undefined
  entries: readonly WalletEntry[]
  go(step: ConnectStep, walletId?: string): void
  connection: WalletConnection
  connectWallet(wallet: WalletEntry, via: ConnectVia): void
  compact: boolean
  qrSize: number
}
