import type { Config } from '../core/config'
import { useRef } from 'react'
import { lazyImport } from '../core/lazy'
import type { WatchBlockNumberParameters } from '../core/actions/watchBlockNumber'
import { useConfig } from './context'
import { queryKey } from './query/key'
import { useReadChain } from './query/useReadChain'
import { useWatch } from './watch/useWatch'

const loadAction = lazyImport(() => import('../core/actions/watchBlockNumber'))

/** Parameters of useWatchBlockNumber (wagmi's): watchBlockNumber's, all optional, and `enabled`. */
export type UseWatchBlockNumberParameters = Partial<WatchBlockNumberParameters> & {
  /** Read with this config instead of the provider's (wagmi's `config`). */
  config?: Config | undefined
  /** False: no watch (a running one stops). Default true. */
  enabled?: boolean | undefined
}

/** What useWatchBlockNumber returns: nothing (an effect, as wagmi's). */
export type UseWatchBlockNumberReturnType = void

/**
 * Calls `onBlockNumber` with each new block number while mounted and `enabled`. It restarts
 * when the chain (default: the wallet's, followed when it switches) or a polling option
 * changes; the latest `onBlockNumber` and `onError` are called without restarting. A chain
 * the app does not configure goes to `onError` (ChainNotConfiguredError).
 */
export function useWatchBlockNumber(parameters: UseWatchBlockNumberParameters = {}): UseWatchBlockNumberReturnType {
  const config = useConfig(parameters)
  const { enabled = true, onBlockNumber, onError, emitMissed, emitOnBegin, pollingInterval } = parameters
  const { chain, error } = useReadChain(parameters.chainId, config)
  const callbacks = useRef({ onBlockNumber, onError })
  callbacks.current = { onBlockNumber, onError }
  const key = enabled && onBlockNumber ? queryKey('watchBlockNumber', chain?.id ?? 0, error?.message, emitMissed, emitOnBegin, pollingInterval) : undefined
  useWatch(
    key,
    async () => {
      if (error) throw error
      return (await loadAction()).watchBlockNumber(config, {
        chainId: chain?.id,
        syncConnectedChain: false, // useReadChain follows the wallet: a switch changes the key
        emitMissed,
        emitOnBegin,
        pollingInterval,
        onBlockNumber: (blockNumber, prevBlockNumber) => callbacks.current.onBlockNumber?.(blockNumber, prevBlockNumber),
        onError: (e) => callbacks.current.onError?.(e),
      })
    },
    (e) => callbacks.current.onError?.(e),
  )
}
