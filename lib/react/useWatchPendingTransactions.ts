import type { Config } from '../core/config'
import { useRef } from 'react'
import { lazyImport } from '../core/lazy'
import type { WatchPendingTransactionsParameters } from '../core/actions/watchPendingTransactions'
import { useConfig } from './context'
import { queryKey } from './query/key'
import { useReadChain } from './query/useReadChain'
import { useWatch } from './watch/useWatch'

const loadAction = lazyImport(() => import('../core/actions/watchPendingTransactions'))

/** Parameters of useWatchPendingTransactions (wagmi's): watchPendingTransactions', all optional, and `enabled`. */
export type UseWatchPendingTransactionsParameters = Partial<WatchPendingTransactionsParameters> & {
  /** Read with this config instead of the provider's (wagmi's `config`). */
  config?: Config | undefined
  /** False: no watch (a running one stops). Default true. */
  enabled?: boolean | undefined
}

/** What useWatchPendingTransactions returns: nothing (an effect, as wagmi's). */
export type UseWatchPendingTransactionsReturnType = void

/**
 * Calls `onTransactions` with the hashes of new pending transactions while mounted and
 * `enabled`; restarts when the chain or an option changes, calls the latest callbacks
 * without restarting (see useWatchBlockNumber).
 */
export function useWatchPendingTransactions(parameters: UseWatchPendingTransactionsParameters = {}): UseWatchPendingTransactionsReturnType {
  const config = useConfig(parameters)
  const { enabled = true, onTransactions, onError, batch, pollingInterval } = parameters
  const { chain, error } = useReadChain(parameters.chainId, config)
  const callbacks = useRef({ onTransactions, onError })
  callbacks.current = { onTransactions, onError }
  const key = enabled && onTransactions ? queryKey('watchPendingTransactions', chain?.id ?? 0, error?.message, batch, pollingInterval) : undefined
  useWatch(
    key,
    async () => {
      if (error) throw error
      return (await loadAction()).watchPendingTransactions(config, {
        chainId: chain?.id,
        syncConnectedChain: false, // useReadChain follows the wallet: a switch changes the key
        batch,
        pollingInterval,
        onTransactions: (hashes) => callbacks.current.onTransactions?.(hashes),
        onError: (e) => callbacks.current.onError?.(e),
      })
    },
    (e) => callbacks.current.onError?.(e),
  )
}
