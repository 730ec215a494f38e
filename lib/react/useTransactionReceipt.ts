import type { Hash } from 'viem'
import { lazyImport } from '../core/lazy'
import type { GetTransactionReceiptReturnType } from '../core/actions/getTransactionReceipt'
import type { UseQueryReturnType } from './query/types'
import { useChainRead, type ChainReadParameters } from './useChainRead'

const loadAction = lazyImport(() => import('../core/actions/getTransactionReceipt'))

/** Parameters of useTransactionReceipt (wagmi's). */
export interface UseTransactionReceiptParameters<TSelected = GetTransactionReceiptReturnType> extends ChainReadParameters<GetTransactionReceiptReturnType, TSelected> {
  /** The transaction's hash; undefined: nothing is read (status `pending`). */
  hash?: Hash | undefined
}

/** What useTransactionReceipt returns: the receipt (with its `chainId`) in `data`. */
export type UseTransactionReceiptReturnType<TSelected = GetTransactionReceiptReturnType> = UseQueryReturnType<TSelected>

/**
 * The receipt of a transaction, read as it is now: it does not wait (that is
 * useWaitForTransactionReceipt). Before the transaction is mined it is an error (viem's
 * TransactionReceiptNotFoundError) and is re-read with the chain's other reads; once found
 * the receipt is final and no longer refreshed.
 */
export function useTransactionReceipt<TSelected = GetTransactionReceiptReturnType>(
  parameters: UseTransactionReceiptParameters<TSelected> = {},
): UseTransactionReceiptReturnType<TSelected> {
  const { config, chainId, scopeKey, query, hash } = parameters
  return useChainRead<GetTransactionReceiptReturnType, TSelected>({
    config,
    kind: 'transactionReceipt',
    chainId,
    scopeKey,
    parts: hash,
    ready: hash !== undefined,
    final: () => true,
    query,
    read: async (config, id) => (await loadAction()).getTransactionReceipt(config, { hash: hash!, chainId: id }),
  })
}
