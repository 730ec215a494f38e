/** wagmi's `query` parameter of read hooks (a subset of TanStack Query's options). */
export interface QueryParameter<TData, TSelected = TData> {
  /** False: do not read (status stays `pending`). Default true. */
  enabled?: boolean
  /** Derive what the hook returns from the data read (kept per render, so it may be a new function each time). */
  select?: (data: TData) => TSelected
  /** Also refetch every this many ms (besides the provider's refresh schedule); false or absent: no extra timer. */
  refetchInterval?: number | false
}

/** The state of a read hook, without `refetch`: what a refetch resolves with. */
export interface QueryResultState<TData, TError = Error> {
  /** The last data read (kept while a refresh runs or after a refresh fails), or undefined. */
  data: TData | undefined
  /** Why the last read failed; null after a success. */
  error: TError | null
  /** `pending`: no data yet (also while disabled); `success`: data; `error`: the last read failed. */
  status: 'pending' | 'success' | 'error'
  /** status is `pending`. */
  isPending: boolean
  /** status is `success`. */
  isSuccess: boolean
  /** status is `error`. */
  isError: boolean
  /** A read runs now (also a background refresh that keeps the old data). */
  isFetching: boolean
  /** The first read runs now (pending and fetching). */
  isLoading: boolean
  /** When `data` was last read successfully (ms since the epoch, as `Date.now()`); 0 before the first success. */
  dataUpdatedAt: number
}

/** What every read hook returns (wagmi's field names). */
export interface UseQueryReturnType<TData, TError = Error> extends QueryResultState<TData, TError> {
  /** Read again now; resolves with the new state. */
  refetch(): Promise<QueryResultState<TData, TError>>
}
