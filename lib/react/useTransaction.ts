import type { BlockTag, Hash } from 'viem'
import { lazyImport } from '../core/lazy'
import type { GetTransactionParameters, GetTransactionReturnType } from '../core/actions/getTransaction'
import type { UseQueryReturnType } from './query/types'
import { useChainRead, type ChainReadParameters } from './useChainRead'

const loadAction = lazyImport(() => import('../core/actions/getTransaction'))

/** Parameters of useTransaction (wagmi's): `hash`, or `index` with `blockHash`, `blockNumber` or `blockTag`; all optional (missing: nothing is read). */
export interface UseTransactionParameters<TBlockTag extends BlockTag = 'latest', TSelected = GetTransactionReturnType<TBlockTag>> extends ChainReadParameters<GetTransactionReturnType<TBlockTag>, TSelected> {
  /** The transaction's hash. */
  hash?: Hash | undefined
  /** With `index`: the block holding it, by hash. */
  blockHash?: Hash | undefined
  /** With `index`: the block holding it, by number. */
  blockNumber?: bigint | undefined
  /** With `index`: the block holding it, by tag. */
  blockTag?: TBlockTag | BlockTag | undefined
  /** Its position in the block. */
  index?: number | undefined
}

/** What useTransaction returns: the transaction (with its `chainId`) in `data`. */
export type UseTransactionReturnType<TBlockTag extends BlockTag = 'latest', TSelected = GetTransactionReturnType<TBlockTag>> = UseQueryReturnType<TSelected>

/**
 * A transaction by hash, or by its place in a block. A pending transaction is re-read with
 * the chain's other reads until it is mined; a mined one (and one read by block hash or
 * number) is final and no longer refreshed.
 */
export function useTransaction<TBlockTag extends BlockTag = 'latest', TSelected = GetTransactionReturnType<TBlockTag>>(
  parameters: UseTransactionParameters<TBlockTag, TSelected> = {},
): UseTransactionReturnType<TBlockTag, TSelected> {
  const { config, chainId, scopeKey, query, ...request } = parameters
  const inBlock = request.index !== undefined && (request.blockHash !== undefined || request.blockNumber !== undefined || request.blockTag !== undefined)
  return useChainRead<GetTransactionReturnType<TBlockTag>, TSelected>({
    config,
    kind: 'transaction',
    chainId,
    scopeKey,
    parts: request,
    ready: request.hash !== undefined || inBlock,
    refresh: request.hash !== undefined || request.blockTag !== undefined,
    final: (transaction) => transaction.blockNumber !== null && request.blockTag === undefined,
    query,
    read: async (config, id) => (await loadAction()).getTransaction(config, { ...request, chainId: id } as GetTransactionParameters<TBlockTag>),
  })
}
