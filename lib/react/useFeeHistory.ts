import { lazyImport } from '../core/lazy'
import type { GetFeeHistoryParameters, GetFeeHistoryReturnType } from '../core/actions/getFeeHistory'
import type { UseQueryReturnType } from './query/types'
import { useChainRead, type AtBlockParameters, type ChainReadParameters } from './useChainRead'

const loadAction = lazyImport(() => import('../core/actions/getFeeHistory'))

/** Parameters of useFeeHistory (wagmi's). */
export interface UseFeeHistoryParameters<TSelected = GetFeeHistoryReturnType> extends AtBlockParameters, ChainReadParameters<GetFeeHistoryReturnType, TSelected> {
  /** How many blocks, ending at the block asked for; undefined: nothing is read (status `pending`). */
  blockCount?: number | undefined
  /** The percentiles of each block's priority fees to report (ascending); undefined: nothing is read. */
  rewardPercentiles?: number[] | undefined
}

/** What useFeeHistory returns: viem's FeeHistory in `data`. */
export type UseFeeHistoryReturnType<TSelected = GetFeeHistoryReturnType> = UseQueryReturnType<TSelected>

/** The fee history of the last `blockCount` blocks, refreshed with the chain's other reads (final at a `blockNumber`). */
export function useFeeHistory<TSelected = GetFeeHistoryReturnType>(parameters: UseFeeHistoryParameters<TSelected> = {}): UseFeeHistoryReturnType<TSelected> {
  const { config, chainId, scopeKey, query, blockCount, rewardPercentiles, ...at } = parameters
  return useChainRead<GetFeeHistoryReturnType, TSelected>({
    config,
    kind: 'feeHistory',
    chainId,
    scopeKey,
    parts: [blockCount, rewardPercentiles, at],
    ready: blockCount !== undefined && rewardPercentiles !== undefined,
    refresh: at.blockNumber === undefined,
    query,
    read: async (config, id) => (await loadAction()).getFeeHistory(config, { ...at, blockCount: blockCount!, rewardPercentiles: rewardPercentiles!, chainId: id } as GetFeeHistoryParameters),
  })
}
