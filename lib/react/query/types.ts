/**
 * Every property optional, each member of a union apart (wagmi's `UnionExactPartial`): a
 * homomorphic mapped type, so TypeScript still infers the ABI, function and arguments
 * through it (an overloaded function's overload is picked by its `args`).
 */
export type UnionExactPartial<type> = type extends object ? { [key in keyof type]?: type[key] | undefined } : type

/** wagmi's `query` parameter of read hooks (a subset of TanStack Query's options). */
export interface QueryParameter<TData, TSelected = TData> {
  /** False: do not read (status stays `pending`). Default true. */
  enabled?: boolean
  /** Derive what the hook returns from the data read (kept per render, so it may be a new function each time). */
  select?: (data: TData) => TSelected
  /** Also refetch every this many ms (besides the provider's refresh schedule); false or absent: no extra timer. */
  refetchInterval?: number | false
  /**
   * Data younger than this (ms) is not read again when a hook mounts, nor by the provider's
   * refreshes (interval, focus, the tab coming back); `refetch()`, `useRefresh()`,
   * `refetchInterval` and a followed transaction's receipt read it anyway (as TanStack
   * Query's refetch and invalidation). Differs from TanStack Query's default of 0 when
   * absent: a mounting hook shows the data already read without reading it again, and every
   * refresh reads it again (so the data is at most one refresh interval old); data a refresh
   * passed by while no hook read it is shown and read again at once when a hook reads it again.
   */
  staleTime?: number
  /**
   * How long (ms) the data stays cached once no hook reads it (default 5 minutes, as TanStack
   * Query); the key keeps the largest any of its hooks asked for. `Infinity`: kept for the page's life.
   */
  gcTime?: number
  /**
   * Shown while there is no data yet (`status` is `success`, `isPlaceholderData` true), as
   * TanStack Query: a value, or a function of the data this hook showed before (of its
   * previous key: `(previousData) => previousData` keeps it while the new key loads). It goes
   * through `select` like read data; never cached.
   */
  placeholderData?: TData | ((previousData: TData | undefined) => TData | undefined)
}

/** The state of a read hook, without `refetch`: what a refetch resolves with. */
export interface QueryResultState<TData, TError = Error> {
  /** The last data read (kept while a refresh runs or after a refresh fails), the placeholder, or undefined. */
  data: TData | undefined
  /** Why the last read failed; null after a success. */
  error: TError | null
  /** `pending`: no data yet (also while disabled); `success`: data (or a placeholder); `error`: the last read failed. */
  status: 'pending' | 'success' | 'error'
  /** `fetching` while a read runs, else `idle`. Never `paused`: the kit does not hold reads back offline. */
  fetchStatus: 'fetching' | 'paused' | 'idle'
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
  /** A read runs and the status is not pending (a refresh, or a read behind a placeholder). */
  isRefetching: boolean
  /** The read failed before any success (no data). */
  isLoadingError: boolean
  /** A refresh failed; the data of the last success stays. */
  isRefetchError: boolean
  /** `data` is the `placeholderData`, not data read. */
  isPlaceholderData: boolean
  /** A read of this key has settled (succeeded or failed). */
  isFetched: boolean
  /** When `data` was last read successfully (ms since the epoch, as `Date.now()`); 0 before the first success. */
  dataUpdatedAt: number
  /** When the last read failed (ms since the epoch); 0 before any failure. */
  errorUpdatedAt: number
  /** Failed reads since the current read started or the last success: the kit does not retry, so 0 or 1. */
  failureCount: number
  /** The error of the failed read counted in failureCount, else null. */
  failureReason: TError | null
}

/** What every read hook returns (wagmi's field names). */
export interface UseQueryReturnType<TData, TError = Error> extends QueryResultState<TData, TError> {
  /** Read again now; resolves with the new state. */
  refetch(): Promise<QueryResultState<TData, TError>>
  /**
   * The key the hook reads in the kit's cache (`[key]`, a string made by `queryKey()`; empty
   * while it lacks what it reads). Differs from wagmi's `[name, parameters]`: there is no
   * TanStack QueryClient to hand it to; it identifies the read.
   */
  queryKey: readonly unknown[]
}
