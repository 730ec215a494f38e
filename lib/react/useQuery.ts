import { useCallback } from 'react'
import type { QueryState } from '../core/queryState'
import { useKit } from './context'
import { useReadQuery } from './query/useReadQuery'

/**
 * Read the app's own data through the kit's query cache: a thin wrapper over the engine of
 * every read hook (useReadQuery), so the same entries, the same refresh schedule (also after
 * a followed transaction: the read names no chain, so every receipt refreshes it) and the
 * same `gcTime` (5 minutes) apply. It keeps the kit's own shape (`status` `idle` / `loading`
 * / `success` / `error`, `fetching`, `updatedAt`); wagmi apps read the same way with the
 * wagmi-named hooks. `key` must change whenever the inputs of `fn` change; pass `undefined`
 * to disable.
 */
export function useQuery<T>(key: string | undefined, fn: () => Promise<T>): QueryState<T> & { refetch(): Promise<boolean> } {
  const r = useReadQuery<T>({ key, fn }, undefined)
  const { refetch } = r
  return {
    data: r.data,
    error: r.error ?? undefined,
    status: r.isSuccess ? 'success' : r.isFetching ? 'loading' : r.isError ? 'error' : 'idle',
    fetching: r.isFetching,
    updatedAt: r.dataUpdatedAt,
    errorUpdatedAt: r.errorUpdatedAt,
    failureCount: r.failureCount,
    /** Reads this key again (every read of the page: useRefresh); true when it succeeded. */
    refetch: useCallback(() => refetch().then((s) => !s.isError), [refetch]),
  }
}

/** Refresh every active query (after a write); resolves true when every read succeeded. */
export function useRefresh(): () => Promise<boolean> {
  const { queries } = useKit()
  return useCallback(() => queries.refetchAll(), [queries])
}
