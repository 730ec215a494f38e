/**
 * The state of one key of the query cache, apart from the cache (./query.ts), which loads
 * with the first read: hooks read this shape before it has loaded.
 */
export interface QueryState<T> {
  /** The last data read. */
  data: T | undefined
  /** Why the last read failed. */
  error: Error | undefined
  /** Where the read stands. */
  status: 'idle' | 'loading' | 'success' | 'error'
  /** True while a fetch runs (also during background refreshes that keep old data). */
  fetching: boolean
  /** When the data was read (ms since epoch). */
  updatedAt: number
  /** When the last read failed (ms since epoch); 0 before any failure. */
  errorUpdatedAt: number
  /** Failed reads since the current read started or the last success (the kit does not retry: 0 or 1). */
  failureCount: number
}

/** A key nobody has read. */
export const IDLE: QueryState<never> = { data: undefined, error: undefined, status: 'idle', fetching: false, updatedAt: 0, errorUpdatedAt: 0, failureCount: 0 }
