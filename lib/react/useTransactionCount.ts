import type { Address } from 'viem'
import { lazyImport } from '../core/lazy'
import type { GetTransactionCountReturnType } from '../core/actions/getTransactionCount'
import type { UseQueryReturnType } from './query/types'
import { useChainRead, type AtBlockParameters, type ChainReadParameters } from './useChainRead'

const loadAction = lazyImport(() => import('../core/actions/getTransactionCount'))

/** Parameters of useTransactionCount (wagmi's). */
export interface UseTransactionCountParameters<TSelected = GetTransactionCountReturnType> extends AtBlockParameters, ChainReadParameters<GetTransactionCountReturnType, TSelected> {
  /** Whose transactions; undefined: nothing is read (status `pending`). */
  address?: Address | undefined
}

/** What useTransactionCount returns: the count (the next nonce) in `data`. */
export type UseTransactionCountReturnType<TSelected = GetTransactionCountReturnType> = UseQueryReturnType<TSelected>

/** How many transactions an address has sent (its next nonce), refreshed with the chain's other reads (final at a `blockNumber`). */
export function useTransactionCount<TSelected = GetTransactionCountReturnType>(parameters: UseTransactionCountParameters<TSelected> = {}): UseTransactionCountReturnType<TSelected> {
  const { config, chainId, scopeKey, query, address, ...at } = parameters
  return useChainRead<GetTransactionCountReturnType, TSelected>({
    config,
    kind: 'transactionCount',
    chainId,
    scopeKey,
    parts: [address, at],
    ready: address !== undefined,
    refresh: at.blockNumber === undefined,
    query,
    read: async (config, id) => (await loadAction()).getTransactionCount(config, { ...at, address: address!, chainId: id }),
  })
}
