import { lazyImport } from '../core/lazy'
import { useConfig } from './context'
import { queryKey } from './query/key'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadChain } from './query/useReadChain'
import { useReadQuery } from './query/useReadQuery'

const loadGetBlockNumber = lazyImport(() => import('../core/actions/getBlockNumber'))

/** Parameters of useBlockNumber (wagmi's). */
export interface UseBlockNumberParameters<TSelected = bigint> {
  /** Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number
  /** Read again at the config's polling interval (wagmi watches new blocks; this polls for them). */
  watch?: boolean
  /** enabled, select, refetchInterval. */
  query?: QueryParameter<bigint, TSelected>
}

/** What useBlockNumber returns. */
export type UseBlockNumberReturnType<TSelected = bigint> = UseQueryReturnType<TSelected>

/** The newest block number of a chain; with `watch`, kept current. */
export function useBlockNumber<TSelected = bigint>(parameters: UseBlockNumberParameters<TSelected> = {}): UseBlockNumberReturnType<TSelected> {
  const config = useConfig()
  const { chain, error } = useReadChain(parameters.chainId)
  const chainId = chain?.id
  const query = parameters.watch ? { refetchInterval: config.pollingInterval, ...parameters.query } : parameters.query
  return useReadQuery<bigint, TSelected>(
    {
      key: chainId !== undefined ? queryKey('blockNumber', chainId) : undefined,
      chainId,
      error,
      fn: async () => (await loadGetBlockNumber()).getBlockNumber(config, { chainId }),
    },
    query,
  )
}
