import { lazyImport } from '../core/lazy'
import type { EstimateGasParameters, EstimateGasReturnType } from '../core/actions/estimateGas'
import type { Config } from '../core/config'
import { useAccount } from './useAccount'
import { useConfig } from './context'
import { queryKey } from './query/key'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadChain } from './query/useReadChain'
import { useReadQuery } from './query/useReadQuery'

const loadEstimateGas = lazyImport(() => import('../core/actions/estimateGas'))

/** Parameters of useEstimateGas (wagmi's): estimateGas' and `query`. */
export type UseEstimateGasParameters<TSelected = EstimateGasReturnType> = EstimateGasParameters & {
  /** Read with this config instead of the provider's (wagmi's `config`). */
  config?: Config | undefined
  /** Keeps this hook's cache entry apart from others with the same parameters (wagmi's). */
  scopeKey?: string | undefined
  /** wagmi's query options: enabled, select, staleTime, gcTime, refetchInterval, placeholderData. */
  query?: QueryParameter<EstimateGasReturnType, TSelected>
}

/** What useEstimateGas returns: the gas estimate in `data`, a refused transaction's typed error in `error`. */
export type UseEstimateGasReturnType<TSelected = EstimateGasReturnType> = UseQueryReturnType<TSelected>

/**
 * The gas a transaction would use, kept current with the chain's other reads. A
 * transaction that would revert is an error (ContractRevertedError), so a form can say so
 * before its button asks the wallet.
 */
export function useEstimateGas<TSelected = EstimateGasReturnType>(parameters: UseEstimateGasParameters<TSelected> = {}): UseEstimateGasReturnType<TSelected> {
  const config = useConfig(parameters)
  const { address } = useAccount()
  const { query, scopeKey, chainId: _chainId, config: _config, ...request } = parameters
  const { chain, error } = useReadChain(parameters.chainId, config)
  const chainId = chain?.id
  const account = request.account ?? address
  return useReadQuery<EstimateGasReturnType, TSelected>(
    {
      config,
      key: chainId !== undefined ? queryKey('estimateGas', chainId, { ...request, account }, scopeKey ?? null) : undefined,
      chainId,
      error,
      fn: async () => (await loadEstimateGas()).estimateGas<Config>(config, { ...request, account, chainId }),
    },
    query,
  )
}
