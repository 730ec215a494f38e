import type { Config } from '../core/config'
import { useRef } from 'react'
import type { BlockTag } from 'viem'
import { lazyImport } from '../core/lazy'
import type { WatchBlocksParameters } from '../core/actions/watchBlocks'
import { useConfig } from './context'
import { queryKey } from './query/key'
import { useReadChain } from './query/useReadChain'
import { useWatch } from './watch/useWatch'

const loadAction = lazyImport(() => import('../core/actions/watchBlocks'))

/** Parameters of useWatchBlocks (wagmi's): watchBlocks', all optional, and `enabled`. */
export type UseWatchBlocksParameters<TIncludeTransactions extends boolean = false, TBlockTag extends BlockTag = 'latest'> = Partial<
  WatchBlocksParameters<TIncludeTransactions, TBlockTag>
> & {
  /** Read with this config instead of the provider's (wagmi's `config`). */
  config?: Config | undefined
  /** False: no watch (a running one stops). Default true. */
  enabled?: boolean | undefined
}

/** What useWatchBlocks returns: nothing (an effect, as wagmi's). */
export type UseWatchBlocksReturnType = void

/**
 * Calls `onBlock` with each new block while mounted and `enabled`; restarts when the chain
 * or an option changes, calls the latest `onBlock` and `onError` without restarting (see
 * useWatchBlockNumber).
 */
export function useWatchBlocks<TIncludeTransactions extends boolean = false, TBlockTag extends BlockTag = 'latest'>(
  parameters: UseWatchBlocksParameters<TIncludeTransactions, TBlockTag> = {},
): UseWatchBlocksReturnType {
  const config = useConfig(parameters)
  const { enabled = true, onBlock, onError, blockTag, includeTransactions, emitMissed, emitOnBegin, pollingInterval } = parameters
  const { chain, error } = useReadChain(parameters.chainId, config)
  const callbacks = useRef({ onBlock, onError })
  callbacks.current = { onBlock, onError }
  const key = enabled && onBlock ? queryKey('watchBlocks', chain?.id ?? 0, error?.message, blockTag, includeTransactions, emitMissed, emitOnBegin, pollingInterval) : undefined
  useWatch(
    key,
    async () => {
      if (error) throw error
      return (await loadAction()).watchBlocks<TIncludeTransactions, TBlockTag>(config, {
        chainId: chain?.id,
        syncConnectedChain: false, // useReadChain follows the wallet: a switch changes the key
        blockTag,
        includeTransactions,
        emitMissed,
        emitOnBegin,
        pollingInterval,
        onBlock: (block, prevBlock) => callbacks.current.onBlock?.(block, prevBlock),
        onError: (e) => callbacks.current.onError?.(e),
      })
    },
    (e) => callbacks.current.onError?.(e),
  )
}
