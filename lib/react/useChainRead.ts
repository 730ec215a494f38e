import { useState } from 'react'
import type { BlockTag } from 'viem'
import type { Config } from '../core/config'
import { useConfig } from './context'
import { queryKey } from './query/key'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadChain } from './query/useReadChain'
import { useReadQuery } from './query/useReadQuery'

/** How a chain-data hook reads: what its cache key holds, when it may read, and how long its answer stays true. */
export interface ChainRead<TData, TSelected> {
  /** The cache key's kind (`block`, `transaction`, ...): one per action. */
  kind: string
  /** The hook's own `config` (wagmi's), else the provider's. */
  config?: Config | undefined
  /** The chain asked for (undefined: the wallet's, else the config's first). */
  chainId: number | undefined
  /** Everything else the read depends on (it goes into the key). */
  parts: unknown
  /** wagmi's `scopeKey`: keeps this read's cache entry apart from others of the same parameters. */
  scopeKey?: string | undefined
  /** False: a required parameter is missing, so nothing is read (status `pending`, as wagmi's `enabled`). */
  ready: boolean
  /**
   * False: the answer never changes (a block by number or hash, state at a past block), so
   * the read stays out of the provider's refresh schedule. Default true.
   */
  refresh?: boolean
  /**
   * The answer is final once this holds (a mined transaction, a found receipt): live until
   * then (a pending transaction is re-read with the chain's other reads), then out of the
   * refresh schedule.
   */
  final?: (data: TData) => boolean
  /** wagmi's `query` option. */
  query: QueryParameter<TData, TSelected> | undefined
  /** The read, on the resolved chain. */
  read: (config: Config, chainId: number) => Promise<TData>
}

/**
 * The one shape of the chain-data read hooks (useBlock, useTransaction, useFeeHistory...):
 * the chain resolved as every read hook's (ChainNotConfiguredError for a chain the app does
 * not configure), a key from `kind` and `parts`, and the read through the provider's cache.
 */
export function useChainRead<TData, TSelected = TData>(options: ChainRead<TData, TSelected>): UseQueryReturnType<TSelected> {
  const config = useConfig(options)
  const { chain, error } = useReadChain(options.chainId, config)
  const chainId = chain?.id
  const key = options.ready && chainId !== undefined ? queryKey(options.kind, chainId, options.parts, options.scopeKey ?? null) : undefined
  // The key whose answer turned final: from then on it is not refreshed.
  const [finalKey, setFinalKey] = useState<string>()
  const { final, read } = options
  return useReadQuery<TData, TSelected>(
    {
      config,
      key,
      chainId,
      error,
      refresh: options.refresh !== false && (key === undefined || key !== finalKey),
      fn: async () => {
        const data = await read(config, chainId!)
        if (final?.(data)) setFinalKey(key)
        return data
      },
    },
    options.query,
  )
}

/** What every chain-data hook takes besides its own parameters (wagmi's). */
export interface ChainReadParameters<TData, TSelected> {
  /** Read with this config instead of the provider's (wagmi's `config`). */
  config?: Config | undefined
  /** Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number | undefined
  /** Keeps this hook's cache entry apart from others with the same parameters (wagmi's). */
  scopeKey?: string | undefined
  /** wagmi's query options: enabled, select, staleTime, gcTime, refetchInterval, placeholderData. */
  query?: QueryParameter<TData, TSelected> | undefined
}

/** Which block a read looks at (wagmi's): `blockNumber`, or `blockTag` (default `latest`). */
export interface AtBlockParameters {
  /** At this block: the answer is final, so it is not refreshed. */
  blockNumber?: bigint | undefined
  /** At this tag; default `latest` (refreshed with the chain's other reads). */
  blockTag?: BlockTag | undefined
}
