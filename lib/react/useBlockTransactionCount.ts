import { lazyImport } from '../core/lazy'
import type { GetBlockTransactionCountParameters, GetBlockTransactionCountReturnType } from '../core/actions/getBlockTransactionCount'
import type { UseQueryReturnType } from './query/types'
import { useChainRead, type ChainReadParameters } from './useChainRead'

const loadAction = lazyImport(() => import('../core/actions/getBlockTransactionCount'))

/** Parameters of useBlockTransactionCount (wagmi's): getBlockTransactionCount's and `query`. */
export type UseBlockTransactionCountParameters<TSelected = GetBlockTransactionCountReturnType> = GetBlockTransactionCountParameters &
  ChainReadParameters<GetBlockTransactionCountReturnType, TSelected>

/** What useBlockTransactionCount returns: the count in `data`. */
export type UseBlockTransactionCountReturnType<TSelected = GetBlockTransactionCountReturnType> = UseQueryReturnType<TSelected>

/** How many transactions a block holds (the latest by default; a block by hash or number is final, never refreshed). */
export function useBlockTransactionCount<TSelected = GetBlockTransactionCountReturnType>(
  parameters: UseBlockTransactionCountParameters<TSelected> = {},
): UseBlockTransactionCountReturnType<TSelected> {
  const { config, chainId, scopeKey, query, ...request } = parameters
  return useChainRead<GetBlockTransactionCountReturnType, TSelected>({
    config,
    kind: 'blockTransactionCount',
    chainId,
    scopeKey,
    parts: request,
    ready: true,
    refresh: request.blockHash === undefined && request.blockNumber === undefined,
    query,
    read: async (config, id) => (await loadAction()).getBlockTransactionCount(config, { ...request, chainId: id } as GetBlockTransactionCountParameters),
  })
}
