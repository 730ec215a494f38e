import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import type { QueryState } from '../../core/query'
import { useKit } from '../context'
import type { QueryParameter, QueryResultState, UseQueryReturnType } from './types'

const IDLE: QueryState<never> = { data: undefined, error: undefined, status: 'idle', fetching: false, updatedAt: 0 }
const noSubscribe = () => () => {}

/** What a read hook asks the cache for: a key (undefined: disabled), the read, its chain, or an error found before reading. */
export interface ReadQuery<TData> {
  key: string | undefined
  fn: () => Promise<TData>
  chainId?: number
  /** An error known without reading (e.g. ChainNotConfiguredError): returned as is. */
  error?: Error
  /** False: not refreshed with the others (see FetchOptions). */
  refresh?: boolean
}

function toResult<TData, TError>(state: QueryState<TData>, preError: Error | undefined): QueryResultState<TData, TError> {
  if (preError) {
    return { data: undefined, error: preError as TError, status: 'error', isPending: false, isSuccess: false, isError: true, isFetching: false, isLoading: false, dataUpdatedAt: 0 }
  }
  const status = state.status === 'success' ? 'success' : state.status === 'error' ? 'error' : 'pending'
  return {
    data: state.data,
    error: (state.error ?? null) as TError | null,
    status,
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: status === 'error',
    isFetching: state.fetching,
    isLoading: status === 'pending' && state.fetching,
    dataUpdatedAt: state.updatedAt,
  }
}

/**
 * The read hooks' engine: the kit's query cache (shared entries, the provider's refresh
 * schedule, refresh of a chain after a followed transaction) with wagmi's return fields.
 */
export function useReadQuery<TData, TSelected = TData, TError = Error>(
  read: ReadQuery<TData>,
  query: QueryParameter<TData, TSelected> | undefined,
): UseQueryReturnType<TSelected, TError> {
  const { queries } = useKit()
  const enabled = query?.enabled !== false && read.error === undefined
  const key = enabled ? read.key : undefined
  // The read of the current key. A hook that moves on (another key, or disabled) must not
  // change what its old key's cache entry reads: another hook may still show that entry.
  const current = useRef({ key, fn: read.fn })
  if (key) current.current = { key, fn: read.fn }
  const subscribe = useCallback((l: () => void) => (key ? queries.subscribe(key, l) : noSubscribe()), [queries, key])
  const get = useCallback(() => (key ? queries.get<TData>(key) : IDLE), [queries, key])
  const state = useSyncExternalStore(subscribe, get, get)
  const { chainId, refresh } = read
  useEffect(() => {
    if (!key) return
    const own = current.current
    void queries.fetch(key, () => (current.current.key === key ? current.current : own).fn(), { chainId, refresh })
  }, [queries, key, chainId, refresh])
  const interval = query?.refetchInterval
  useEffect(() => {
    if (!key || !interval) return
    const timer = setInterval(() => void queries.refetch(key), interval)
    return () => clearInterval(timer)
  }, [queries, key, interval])

  const select = query?.select
  const preError = read.error
  const base = useMemo(() => toResult<TData, TError>(state, preError), [state, preError])
  const data = useMemo(() => (base.data !== undefined && select ? select(base.data) : base.data) as TSelected | undefined, [base.data, select])
  const selectRef = useRef(select)
  selectRef.current = select
  const refetch = useCallback(async (): Promise<QueryResultState<TSelected, TError>> => {
    if (key) await queries.refetch(key)
    const next = toResult<TData, TError>(key ? queries.get<TData>(key) : IDLE, preError)
    const s = selectRef.current
    return { ...next, data: next.data !== undefined && s ? s(next.data) : (next.data as TSelected | undefined) }
  }, [queries, key, preError])
  return useMemo(() => ({ ...base, data, refetch }), [base, data, refetch])
}
