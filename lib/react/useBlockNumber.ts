import type { Config } from '../core/config'
import { lazyImport } from '../core/lazy'
import { useConfig } from './context'
import { queryKey } from './query/key'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadChain } from './query/useReadChain'
import { useReadQuery } from './query/useReadQuery'

const loadGetBlockNumber = lazyImport(() => import('../core/actions/getBlockNumber'))

/**
 * wagmi's `watch` option of useBlockNumber and useBlock: true, or `{ enabled, pollingInterval }`.
 * The kit polls the node for new blocks (eth_blockNumber) whatever the transport; `poll`,
 * `emitOnBegin` and `emitMissed` (viem's subscription options) are accepted and have no
 * effect here.
 */
export type WatchParameter =
  | boolean
  | {
      /** Default true. */
      enabled?: boolean | undefined
      /** ms between polls; default: the config's polling interval. */
      pollingInterval?: number | undefined
      /** No effect: the kit always polls. */
      poll?: boolean | undefined
      /** No effect (viem's watchBlocks option). */
      emitOnBegin?: boolean | undefined
      /** No effect (viem's watchBlocks option). */
      emitMissed?: boolean | undefined
    }

/** The polling interval a `watch` option asks for, or undefined when it does not watch. */
export function watchInterval(watch: WatchParameter | undefined, pollingInterval: number): number | undefined {
  if (!watch) return undefined
  if (watch === true) return pollingInterval
  return watch.enabled === false ? undefined : (watch.pollingInterval ?? pollingInterval)
}

/** Parameters of useBlockNumber (wagmi's). */
export interface UseBlockNumberParameters<TSelected = bigint> {
  /** Read with this config instead of the provider's (wagmi's `config`). */
  config?: Config | undefined
  /** Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number
  /** Keeps this hook's cache entry apart from others with the same parameters (wagmi's). */
  scopeKey?: string | undefined
  /** Keep it current: read again at the polling interval (wagmi watches new blocks; this polls for them). */
  watch?: WatchParameter | undefined
  /** wagmi's query options: enabled, select, staleTime, gcTime, refetchInterval, placeholderData. */
  query?: QueryParameter<bigint, TSelected>
}

/** What useBlockNumber returns. */
export type UseBlockNumberReturnType<TSelected = bigint> = UseQueryReturnType<TSelected>

/** The newest block number of a chain; with `watch`, kept current. */
export function useBlockNumber<TSelected = bigint>(parameters: UseBlockNumberParameters<TSelected> = {}): UseBlockNumberReturnType<TSelected> {
  const config = useConfig(parameters)
  const { chain, error } = useReadChain(parameters.chainId, config)
  const chainId = chain?.id
  const interval = watchInterval(parameters.watch, config.pollingInterval)
  const query = interval !== undefined ? { refetchInterval: interval, ...parameters.query } : parameters.query
  return useReadQuery<bigint, TSelected>(
    {
      config,
      key: chainId !== undefined ? queryKey('blockNumber', chainId, parameters.scopeKey ?? null) : undefined,
      chainId,
      error,
      fn: async () => (await loadGetBlockNumber()).getBlockNumber(config, { chainId }),
    },
    query,
  )
}
