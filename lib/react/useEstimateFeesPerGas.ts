import type { FeeValuesType } from 'viem'
import { lazyImport } from '../core/lazy'
import type { EstimateFeesPerGasParameters, EstimateFeesPerGasReturnType } from '../core/actions/estimateFeesPerGas'
import type { UseQueryReturnType } from './query/types'
import { useChainRead, type ChainReadParameters } from './useChainRead'

const loadAction = lazyImport(() => import('../core/actions/estimateFeesPerGas'))

/** Parameters of useEstimateFeesPerGas (wagmi's): estimateFeesPerGas' (`type`, `chainId`, wagmi 2's `formatUnits`) and `query`. */
export type UseEstimateFeesPerGasParameters<TFeeType extends FeeValuesType = 'eip1559', TSelected = EstimateFeesPerGasReturnType<TFeeType>> = EstimateFeesPerGasParameters<TFeeType> &
  ChainReadParameters<EstimateFeesPerGasReturnType<TFeeType>, TSelected>

/** What useEstimateFeesPerGas returns: the fees in wei (and wagmi 2's `formatted`) in `data`. */
export type UseEstimateFeesPerGasReturnType<TFeeType extends FeeValuesType = 'eip1559', TSelected = EstimateFeesPerGasReturnType<TFeeType>> = UseQueryReturnType<TSelected>

/** Fees per gas likely to include a transaction in the next block, refreshed with the chain's other reads. */
export function useEstimateFeesPerGas<TFeeType extends FeeValuesType = 'eip1559', TSelected = EstimateFeesPerGasReturnType<TFeeType>>(
  parameters: UseEstimateFeesPerGasParameters<TFeeType, TSelected> = {},
): UseEstimateFeesPerGasReturnType<TFeeType, TSelected> {
  const { config, chainId, scopeKey, query, ...options } = parameters
  return useChainRead<EstimateFeesPerGasReturnType<TFeeType>, TSelected>({
    config,
    kind: 'estimateFeesPerGas',
    chainId,
    scopeKey,
    parts: options,
    ready: true,
    query,
    read: async (config, id) => (await loadAction()).estimateFeesPerGas<TFeeType>(config, { ...options, chainId: id }),
  })
}
