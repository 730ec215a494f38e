import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import type { QueryState } from '../core/query'
import { useKit } from './context'

/**
 * Read through the kit's query cache. `key` must change whenever the inputs of `fn`
 * change; pass `undefined` to disable.
 */
export function useQuery<T>(key: string | undefined, fn: () => Promise<T>): QueryState<T> & { refetch(): Promise<void> } {
  const { queries } = useKit()
  const fnRef = useRef(fn)
  fnRef.current = fn
  const subscribe = useCallback((l: () => void) => (key ? queries.subscribe(key, l) : () => {}), [queries, key])
  const get = useCallback(() => queries.get<T>(key ?? ''), [queries, key])
  const state = useSyncExternalStore(subscribe, get, get)
  useEffect(() => {
    if (key) void queries.fetch(key, () => fnRef.current())
  }, [queries, key])
  const refetch = useCallback(() => queries.refetchAll(), [queries])
  return { ...state, refetch }
}

/** Refresh every active query (after a write, every cached read refreshes). */
export function useRefresh(): () => Promise<void> {
  const { queries } = useKit()
  return useCallback(() => queries.refetchAll(), [queries])
}
