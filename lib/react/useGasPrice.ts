import type { Config } from '../core/config'
import { lazyImport } from '../core/lazy'
import type { GetGasPriceReturnType } from '../core/actions/getGasPrice'
import { useConfig } from './context'
import { queryKey } from './query/key'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadChain } from './query/useReadChain'
import { useReadQuery } from './query/useReadQuery'

const loadGetGasPrice = lazyImport(() => import('../core/actions/getGasPrice'))

/** Parameters of useGasPrice (wagmi's). */
export interface UseGasPriceParameters<TSelected = GetGasPriceReturnType> {
  /** Read with this config instead of the provider's (wagmi's `config`). */
  config?: Config | undefined
  /** Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number
  /** Keeps this hook's cache entry apart from others with the same parameters (wagmi's). */
  scopeKey?: string | undefined
  /** wagmi's query options: enabled, select, staleTime, gcTime, refetchInterval, placeholderData. */
  query?: QueryParameter<GetGasPriceReturnType, TSelected>
}

/** What useGasPrice returns: the gas price in wei in `data`. */
export type UseGasPriceReturnType<TSelected = GetGasPriceReturnType> = UseQueryReturnType<TSelected>

/** The current gas price of a chain (wei), refreshed with the chain's other reads. */
export function useGasPrice<TSelected = GetGasPriceReturnType>(parameters: UseGasPriceParameters<TSelected> = {}): UseGasPriceReturnType<TSelected> {
  const config = useConfig(parameters)
  const { chain, error } = useReadChain(parameters.chainId, config)
  const chainId = chain?.id
  return useReadQuery<GetGasPriceReturnType, TSelected>(
    {
      config,
      key: chainId !== undefined ? queryKey('gasPrice', chainId, parameters.scopeKey ?? null) : undefined,
      chainId,
      error,
      fn: async () => (await loadGetGasPrice()).getGasPrice(config, { chainId }),
    },
    parameters.query,
  )
}
