import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import type { Config } from '../../core/config'
import { IDLE, type QueryState } from '../../core/queryState'
import { useKit } from '../context'
import type { QueryParameter, QueryResultState, UseQueryReturnType } from './types'

const noSubscribe = () => () => {}
/** The state of a read that failed before reading (ChainNotConfiguredError). */
const failed = (error: Error): QueryState<never> => ({ ...IDLE, status: 'error', error })

/** What a read hook asks the cache for: a key (undefined: disabled), the read, its chain, or an error found before reading. */
export interface ReadQuery<TData> {
  key: string | undefined
  fn: () => Promise<TData>
  chainId?: number
  /** An error known without reading (e.g. ChainNotConfiguredError): returned as is. */
  error?: Error
  /** False: not refreshed with the others (see FetchOptions). */
  refresh?: boolean
  /** The hook's own `config` (wagmi's), when it is not the provider's: its reads get keys of their own. */
  config?: Config
}

// A number per config other than the provider's, so that two configs' reads of one chain
// never share a cache entry (the provider's keys stay as they are).
const configTags = new WeakMap<Config, number>()
let lastTag = 0
const tagOf = (config: Config) => {
  let tag = configTags.get(config)
  if (tag === undefined) configTags.set(config, (tag = ++lastTag))
  return tag
}

/**
 * wagmi's (TanStack Query's) result fields from the cache's state of a key, `data` not yet
 * selected; a defined `placeholder` stands in for data not read yet (status `success`).
 */
function toResult<TData, TError>(state: QueryState<TData>, placeholder?: TData): QueryResultState<TData, TError> {
  const { fetching, updatedAt, error, failureCount } = state
  const shown = placeholder !== undefined
  const status = shown ? 'success' : state.status === 'success' || state.status === 'error' ? state.status : 'pending'
  const pending = status === 'pending'
  const isError = status === 'error'
  return {
    data: shown ? placeholder : state.data,
    error: (error ?? null) as TError | null,
    status,
    fetchStatus: fetching ? 'fetching' : 'idle',
    isPending: pending,
    isSuccess: status === 'success',
    isError,
    isFetching: fetching,
    isLoading: pending && fetching,
    isRefetching: fetching && !pending,
    isLoadingError: isError && !updatedAt,
    isRefetchError: isError && !!updatedAt,
    isPlaceholderData: shown,
    isFetched: !!(updatedAt || state.errorUpdatedAt),
    dataUpdatedAt: updatedAt,
    errorUpdatedAt: state.errorUpdatedAt,
    failureCount,
    failureReason: (failureCount ? error : null) as TError | null,
  }
}

/**
 * The read hooks' engine: the kit's query cache (shared entries, the provider's refresh
 * schedule, refresh of a chain after a followed transaction, unread keys dropped after
 * `gcTime`) with wagmi's `query` options and return fields.
 */
export function useReadQuery<TData, TSelected = TData, TError = Error>(
  read: ReadQuery<TData>,
  query: QueryParameter<TData, TSelected> | undefined,
): UseQueryReturnType<TSelected, TError> {
  const { queries, config } = useKit()
  const { staleTime, gcTime, select, placeholderData } = query ?? {}
  const preError = read.error
  const own = read.config && read.config !== config ? read.config : undefined
  const key = query?.enabled !== false && preError === undefined && read.key !== undefined ? (own ? `config${tagOf(own)}:${read.key}` : read.key) : undefined
  // The read of the current key. A hook that moves on (another key, or disabled) must not
  // change what its old key's cache entry reads: another hook may still show that entry.
  const current = useRef({ key, fn: read.fn })
  if (key) current.current = { key, fn: read.fn }
  const subscribe = useCallback((l: () => void) => (key ? queries.subscribe(key, l, { gcTime, staleTime }) : noSubscribe()), [queries, key, gcTime, staleTime])
  const get = useCallback(() => (key ? queries.get<TData>(key) : IDLE), [queries, key])
  const state = useSyncExternalStore(subscribe, get, get)
  const { chainId, refresh } = read
  useEffect(() => {
    if (!key) return
    const own = current.current
    void queries.fetch(key, () => (current.current.key === key ? current.current : own).fn(), { chainId, refresh, staleTime })
  }, [queries, key, chainId, refresh, staleTime])
  const interval = query?.refetchInterval
  useEffect(() => {
    if (!key || !interval) return
    const timer = setInterval(() => void queries.refetch(key), interval)
    return () => clearInterval(timer)
  }, [queries, key, interval])

  // The data this hook showed last, of any key: what placeholderData's function receives.
  const previous = useRef<TData | undefined>(undefined)
  if (state.data !== undefined) previous.current = state.data
  const base = useMemo(() => {
    const shown = preError ? failed(preError) : state
    const p = shown.data === undefined && shown.status !== 'error' ? placeholderData : undefined
    return toResult<TData, TError>(shown, typeof p === 'function' ? (p as (previous: TData | undefined) => TData | undefined)(previous.current) : p)
  }, [state, preError, placeholderData])
  const data = useMemo(() => (base.data !== undefined && select ? select(base.data) : base.data) as TSelected | undefined, [base.data, select])
  const selectRef = useRef(select)
  selectRef.current = select
  const refetch = useCallback(async (): Promise<QueryResultState<TSelected, TError>> => {
    if (key) await queries.refetch(key)
    const next = toResult<TData, TError>(preError ? failed(preError) : key ? queries.get<TData>(key) : IDLE)
    const s = selectRef.current
    return { ...next, data: next.data !== undefined && s ? s(next.data) : (next.data as TSelected | undefined) }
  }, [queries, key, preError])
  const readKey = read.key
  return useMemo(() => ({ ...base, data, refetch, queryKey: readKey === undefined ? [] : [readKey] }), [base, data, refetch, readKey])
}
