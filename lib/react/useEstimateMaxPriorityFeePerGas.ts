import { lazyImport } from '../core/lazy'
import type { EstimateMaxPriorityFeePerGasReturnType } from '../core/actions/estimateMaxPriorityFeePerGas'
import type { UseQueryReturnType } from './query/types'
import { useChainRead, type ChainReadParameters } from './useChainRead'

const loadAction = lazyImport(() => import('../core/actions/estimateMaxPriorityFeePerGas'))

/** Parameters of useEstimateMaxPriorityFeePerGas (wagmi's). */
export type UseEstimateMaxPriorityFeePerGasParameters<TSelected = EstimateMaxPriorityFeePerGasReturnType> = ChainReadParameters<EstimateMaxPriorityFeePerGasReturnType, TSelected>

/** What useEstimateMaxPriorityFeePerGas returns: the tip in wei in `data`. */
export type UseEstimateMaxPriorityFeePerGasReturnType<TSelected = EstimateMaxPriorityFeePerGasReturnType> = UseQueryReturnType<TSelected>

/** A tip per gas likely to include a transaction in the next block, refreshed with the chain's other reads. */
export function useEstimateMaxPriorityFeePerGas<TSelected = EstimateMaxPriorityFeePerGasReturnType>(
  parameters: UseEstimateMaxPriorityFeePerGasParameters<TSelected> = {},
): UseEstimateMaxPriorityFeePerGasReturnType<TSelected> {
  return useChainRead<EstimateMaxPriorityFeePerGasReturnType, TSelected>({
    config: parameters.config,
    kind: 'maxPriorityFeePerGas',
    chainId: parameters.chainId,
    scopeKey: parameters.scopeKey,
    parts: null,
    ready: true,
    query: parameters.query,
    read: async (config, id) => (await loadAction()).estimateMaxPriorityFeePerGas(config, { chainId: id }),
  })
}
