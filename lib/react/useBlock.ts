import type { Config } from '../core/config'
import { useEffect, useRef } from 'react'
import type { BlockTag } from 'viem'
import { lazyImport } from '../core/lazy'
import type { GetBlockParameters, GetBlockReturnType } from '../core/actions/getBlock'
import type { UseQueryReturnType } from './query/types'
import { useBlockNumber, watchInterval, type WatchParameter } from './useBlockNumber'
import { useChainRead, type ChainReadParameters } from './useChainRead'
import { useConfig } from './context'

const loadGetBlock = lazyImport(() => import('../core/actions/getBlock'))

/** Parameters of useBlock (wagmi's): getBlock's, `watch` and `query`. */
export type UseBlockParameters<TIncludeTransactions extends boolean = false, TBlockTag extends BlockTag = 'latest', TSelected = GetBlockReturnType<TIncludeTransactions, TBlockTag>> = GetBlockParameters<
  TIncludeTransactions,
  TBlockTag
> &
  ChainReadParameters<GetBlockReturnType<TIncludeTransactions, TBlockTag>, TSelected> & {
  /** Read with this config instead of the provider's (wagmi's `config`). */
  config?: Config | undefined
    /** Read the block again on each new block (a tag's block only: a block by hash or number never changes). */
    watch?: WatchParameter | undefined
  }

/** What useBlock returns: the block (with its `chainId`) in `data`. */
export type UseBlockReturnType<TIncludeTransactions extends boolean = false, TBlockTag extends BlockTag = 'latest', TSelected = GetBlockReturnType<TIncludeTransactions, TBlockTag>> = UseQueryReturnType<TSelected>

/**
 * A block: the latest by default, or by `blockHash`, `blockNumber` or `blockTag`. A block by
 * hash or number is final (never refreshed); a tag's block is refreshed with the chain's
 * other reads and, with `watch`, read again each time the block number moves (the kit polls
 * eth_blockNumber, shared with useBlockNumber's watchers, and reads the block only when
 * there is a new one).
 */
export function useBlock<TIncludeTransactions extends boolean = false, TBlockTag extends BlockTag = 'latest', TSelected = GetBlockReturnType<TIncludeTransactions, TBlockTag>>(
  parameters: UseBlockParameters<TIncludeTransactions, TBlockTag, TSelected> = {} as UseBlockParameters<TIncludeTransactions, TBlockTag, TSelected>,
): UseBlockReturnType<TIncludeTransactions, TBlockTag, TSelected> {
  const { chainId, scopeKey, watch, query, config: _config, ...request } = parameters
  const config = useConfig(parameters)
  const fixed = request.blockHash !== undefined || request.blockNumber !== undefined
  const watching = !fixed && query?.enabled !== false && watchInterval(watch, config.pollingInterval) !== undefined
  const latest = useBlockNumber({ config, chainId, watch: watching && watch, query: { enabled: watching } }).data
  const result = useChainRead<GetBlockReturnType<TIncludeTransactions, TBlockTag>, TSelected>({
    config,
    kind: 'block',
    chainId,
    scopeKey,
    parts: request,
    ready: true,
    refresh: !fixed,
    query,
    read: async (config, id) => (await loadGetBlock()).getBlock(config, { ...request, chainId: id } as GetBlockParameters<TIncludeTransactions, TBlockTag>),
  })
  const { refetch } = result
  const seen = useRef<bigint | undefined>(undefined)
  useEffect(() => {
    if (latest === undefined) return
    const previous = seen.current
    seen.current = latest
    if (previous !== undefined && previous !== latest) void refetch()
  }, [latest, refetch])
  return result
}
