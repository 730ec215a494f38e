import type { Hash, TransactionReceipt } from 'viem'
import { lazyImport } from '../core/lazy'
import type { GetTransactionConfirmationsReturnType } from '../core/actions/getTransactionConfirmations'
import type { UseQueryReturnType } from './query/types'
import { useChainRead, type ChainReadParameters } from './useChainRead'

const loadAction = lazyImport(() => import('../core/actions/getTransactionConfirmations'))

/** Parameters of useTransactionConfirmations (wagmi's): the transaction by `hash` or by its `transactionReceipt` (neither: nothing is read). */
export interface UseTransactionConfirmationsParameters<TSelected = GetTransactionConfirmationsReturnType> extends ChainReadParameters<GetTransactionConfirmationsReturnType, TSelected> {
  /** The transaction's hash. */
  hash?: Hash | undefined
  /** Its receipt (saves reading the transaction). */
  transactionReceipt?: TransactionReceipt | undefined
}

/** What useTransactionConfirmations returns: the count in `data` (a bigint). */
export type UseTransactionConfirmationsReturnType<TSelected = GetTransactionConfirmationsReturnType> = UseQueryReturnType<TSelected>

/** How many blocks confirm a transaction (0 while pending); it grows, so it is refreshed with the chain's other reads. */
export function useTransactionConfirmations<TSelected = GetTransactionConfirmationsReturnType>(
  parameters: UseTransactionConfirmationsParameters<TSelected> = {},
): UseTransactionConfirmationsReturnType<TSelected> {
  const { config, chainId, scopeKey, query, hash, transactionReceipt } = parameters
  const of = transactionReceipt?.transactionHash ?? hash
  return useChainRead<GetTransactionConfirmationsReturnType, TSelected>({
    config,
    kind: 'transactionConfirmations',
    chainId,
    scopeKey,
    parts: of,
    ready: of !== undefined,
    query,
    read: async (config, id) =>
      (await loadAction()).getTransactionConfirmations(config, transactionReceipt ? { transactionReceipt, chainId: id } : { hash: hash!, chainId: id }),
  })
}
