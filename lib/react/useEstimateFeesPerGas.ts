import type { FeeValuesType } from 'viem'
import { lazyImport } from '../core/lazy'
import type { EstimateFeesPerGasParameters, EstimateFeesPerGasReturnType } from '../core/actions/estimateFeesPerGas'
import type { UseQueryReturnType } from './query/types'
import { useChainRead, type ChainReadParameters } from './useChainRead'

const loadAction = lazyImport(() => import('../core/actions/estimateFeesPerGas'))

/** Parameters of useEstimateFeesPerGas (wagmi's): estimateFeesPerGas' (`type`, `chainId`, wagmi 2's `formatUnits`) and `query`. */
export type UseEstimateFeesPerGasParameters<type extends FeeValuesType = 'eip1559', TSelected = EstimateFeesPerGasReturnType<type>> = EstimateFeesPerGasParameters<type> &
  ChainReadParameters<EstimateFeesPerGasReturnType<type>, TSelected>

/** What useEstimateFeesPerGas returns: the fees in wei (and wagmi 2's `formatted`) in `data`. */
export type UseEstimateFeesPerGasReturnType<type extends FeeValuesType = 'eip1559', TSelected = EstimateFeesPerGasReturnType<type>> = UseQueryReturnType<TSelected>

/** Fees per gas likely to include a transaction in the next block, refreshed with the chain's other reads. */
export function useEstimateFeesPerGas<type extends FeeValuesType = 'eip1559', TSelected = EstimateFeesPerGasReturnType<type>>(
  parameters: UseEstimateFeesPerGasParameters<type, TSelected> = {},
): UseEstimateFeesPerGasReturnType<type, TSelected> {
  const { chainId, scopeKey, query, ...options } = parameters
  return useChainRead<EstimateFeesPerGasReturnType<type>, TSelected>({
    kind: 'estimateFeesPerGas',
    chainId,
    scopeKey,
    parts: options,
    ready: true,
    query,
    read: async (config, id) => (await loadAction()).estimateFeesPerGas<type>(config, { ...options, chainId: id }),
  })
}
