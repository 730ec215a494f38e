import { useCallback, useMemo, useRef, useState } from 'react'
import type { ContractFunctionParameters } from 'viem'
import { lazyImport } from '../core/lazy'
import type { ReadContractsParameters, ReadContractsReturnType } from '../core/actions/readContracts'
import { useKit } from './context'
import { nextPageParam, previousPageParam, readPages, type InfiniteData, type InfinitePageOptions, type PageDirection } from './infinite/pages'
import { queryKey } from './query/key'
import type { QueryParameter, QueryResultState, UseQueryReturnType } from './query/types'
import { useReadChain } from './query/useReadChain'
import { useReadQuery } from './query/useReadQuery'

const loadReadContracts = lazyImport(() => import('../core/actions/readContracts'))

/** The data of useInfiniteReadContracts: one readContracts result per page. */
export type InfiniteReadContractsData<contracts extends readonly unknown[] = readonly ContractFunctionParameters[], allowFailure extends boolean = true, pageParam = unknown> = InfiniteData<
  ReadContractsReturnType<contracts, allowFailure>,
  pageParam
>

/** Parameters of useInfiniteReadContracts (wagmi's). */
export type UseInfiniteReadContractsParameters<
  contracts extends readonly unknown[] = readonly ContractFunctionParameters[],
  allowFailure extends boolean = true,
  pageParam = unknown,
  TSelected = InfiniteReadContractsData<contracts, allowFailure, pageParam>,
> = Omit<ReadContractsParameters<contracts, allowFailure>, 'contracts'> & {
  /** Names this list in the cache: two lists with the same key (and chain) share their pages. */
  cacheKey: string
  /** The reads of one page, from its param (they go out as one Multicall3 call). */
  contracts(pageParam: pageParam): ReadContractsParameters<contracts, allowFailure>['contracts']
  /** The chain of reads that name none. Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number | undefined
  /** TanStack Query's page options (`initialPageParam`, `getNextPageParam`, ...) and enabled, select, refetchInterval. */
  query: InfinitePageOptions<ReadContractsReturnType<contracts, allowFailure>, pageParam> & QueryParameter<InfiniteReadContractsData<contracts, allowFailure, pageParam>, TSelected>
}

/** What useInfiniteReadContracts returns: a read hook's fields with `data` `{ pages, pageParams }`, and TanStack Query's page fields. */
export type UseInfiniteReadContractsReturnType<TSelected = InfiniteReadContractsData> = UseQueryReturnType<TSelected> & {
  /** Read the page after the last one (nothing when there is none); resolves with the new state. */
  fetchNextPage(): Promise<QueryResultState<TSelected>>
  /** Read the page before the first one (with `getPreviousPageParam`); resolves with the new state. */
  fetchPreviousPage(): Promise<QueryResultState<TSelected>>
  /** getNextPageParam gives a param for the last page read. */
  hasNextPage: boolean
  /** getPreviousPageParam gives a param for the first page read. */
  hasPreviousPage: boolean
  /** fetchNextPage runs now. */
  isFetchingNextPage: boolean
  /** fetchPreviousPage runs now. */
  isFetchingPreviousPage: boolean
}

/** Which page each key's next read adds, per cache: the read itself is the cache's (one cache, no second one). */
const directions = new WeakMap<object, Map<string, PageDirection>>()

/**
 * Reads in pages, as wagmi's: `contracts(pageParam)` gives the reads of one page, read as
 * one Multicall3 call through the config's Reader (as useReadContracts), and
 * `fetchNextPage` adds the page `getNextPageParam` names. The pages live in the kit's one
 * query cache under `cacheKey`.
 *
 * Differs from TanStack Query: a refresh (the provider's schedule, `refetch`, after a
 * transaction) reads every page again at the param it was read with, all in one Multicall3
 * call, instead of one page after another with getNextPageParam asked again.
 */
export function useInfiniteReadContracts<
  const contracts extends readonly unknown[],
  allowFailure extends boolean = true,
  pageParam = unknown,
  TSelected = InfiniteReadContractsData<contracts, allowFailure, pageParam>,
>(parameters: UseInfiniteReadContractsParameters<contracts, allowFailure, pageParam, TSelected>): UseInfiniteReadContractsReturnType<TSelected> {
  type Page = ReadContractsReturnType<contracts, allowFailure>
  type Data = InfiniteData<Page, pageParam>
  const { config, queries } = useKit()
  const { cacheKey, contracts, query, chainId: _chainId, ...read } = parameters
  const { select, ...rest } = query
  const { chain, error } = useReadChain(parameters.chainId)
  const chainId = chain?.id
  const allowFailure = read.allowFailure ?? true
  const key = chainId !== undefined ? queryKey('infiniteReads', chainId, cacheKey, allowFailure) : undefined
  const result = useReadQuery<Data>(
    {
      key,
      chainId,
      error,
      fn: async () => {
        const pending = directions.get(queries)
        const direction = pending?.get(key!)
        pending?.delete(key!)
        const { readContracts } = await loadReadContracts()
        const readPage = (param: pageParam) => {
          const list = (contracts(param) as readonly { chainId?: number }[]).map((c) => ({ ...c, chainId: c.chainId ?? chainId }))
          return readContracts(config, { ...read, contracts: list } as unknown as ReadContractsParameters<contracts, allowFailure>)
        }
        return readPages(query, queries.get<Data>(key!).data, direction, readPage)
      },
    },
    rest,
  )
  const [moving, setMoving] = useState<PageDirection>(undefined)
  const selectRef = useRef(select)
  selectRef.current = select
  const pick = useCallback((data: Data | undefined) => (data !== undefined && selectRef.current ? selectRef.current(data) : (data as TSelected | undefined)), [])
  const { refetch } = result
  const fetchPage = useCallback(
    async (direction: PageDirection) => {
      if (key) {
        let pending = directions.get(queries)
        if (!pending) directions.set(queries, (pending = new Map()))
        pending.set(key, direction)
      }
      setMoving(direction)
      try {
        const state = await refetch()
        return { ...state, data: pick(state.data) }
      } finally {
        setMoving(undefined)
      }
    },
    [queries, key, refetch, pick],
  )
  const data = useMemo(() => (result.data !== undefined && select ? select(result.data) : result.data) as TSelected | undefined, [result.data, select])
  return {
    ...result,
    data,
    refetch: useCallback(async () => {
      const state = await refetch()
      return { ...state, data: pick(state.data) }
    }, [refetch, pick]),
    fetchNextPage: useCallback(() => fetchPage('next'), [fetchPage]),
    fetchPreviousPage: useCallback(() => fetchPage('previous'), [fetchPage]),
    hasNextPage: nextPageParam(query, result.data) !== undefined,
    hasPreviousPage: previousPageParam(query, result.data) !== undefined,
    isFetchingNextPage: moving === 'next',
    isFetchingPreviousPage: moving === 'previous',
  }
}
