import type { Address } from 'viem'
import { useWatchAddress, type WatchAddress } from './useWatchAddress'
import { sameAddress } from './watch'

export interface ViewMode {
  watch: WatchAddress
  /** Another address than the connected wallet is shown: every write is off. */
  readOnly: boolean
  /** Whose position and history the screen shows (the watched address, else the connected one). */
  viewed: Address | undefined
}

/** Watch mode on top of the connected account. When the connected wallet IS the watched address, writes work normally. */
export function useViewMode(account: { address?: Address; isConnected: boolean }): ViewMode {
  const watch = useWatchAddress()
  const readOnly = watch.address !== undefined && !(account.isConnected && sameAddress(watch.address, account.address))
  return { watch, readOnly, viewed: watch.address ?? (account.isConnected ? account.address : undefined) }
}
