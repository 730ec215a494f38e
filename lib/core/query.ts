/**
 * A small framework-free query cache: keyed async reads, in-flight de-duplication,
 * subscribers, and "refresh everything" (all cached queries refresh after a write, and
 * refetch when the window regains focus).
 */
export interface QueryState<T> {
  data: T | undefined
  error: Error | undefined
  status: 'idle' | 'loading' | 'success' | 'error'
  /** True while a fetch runs (also during background refreshes that keep old data). */
  fetching: boolean
  updatedAt: number
}

export interface QueryCache {
  get<T>(key: string): QueryState<T>
  subscribe(key: string, listener: () => void): () => void
  /** Register the fetcher for a key (the latest one wins) and fetch if there is no data. */
  fetch<T>(key: string, fn: () => Promise<T>): Promise<T | undefined>
  /** Refetch every key that has subscribers; resolves when all are done. */
  refetchAll(): Promise<void>
  /** Start refetching all queries on window focus / tab visible. Returns a stop function. */
  watchFocus(): () => void
}

const IDLE: QueryState<never> = { data: undefined, error: undefined, status: 'idle', fetching: false, updatedAt: 0 }

export function createQueryCache(): QueryCache {
  const states = new Map<string, QueryState<unknown>>()
  const fetchers = new Map<string, () => Promise<unknown>>()
  const inflight = new Map<string, Promise<unknown>>()
  const listeners = new Map<string, Set<() => void>>()

  const set = (key: string, next: Partial<QueryState<unknown>>) => {
    states.set(key, { ...(states.get(key) ?? IDLE), ...next })
    for (const l of [...(listeners.get(key) ?? [])]) l()
  }

  const run = (key: string): Promise<unknown> => {
    const existing = inflight.get(key)
    if (existing) return existing
    const fn = fetchers.get(key)
    if (!fn) return Promise.resolve(undefined)
    const prev = states.get(key)
    set(key, { fetching: true, status: prev?.status === 'success' ? 'success' : 'loading' })
    const p = fn()
      .then((data) => {
        set(key, { data, error: undefined, status: 'success', fetching: false, updatedAt: Date.now() })
        return data
      })
      .catch((e: unknown) => {
        // Keep the last good data: a failed refresh should not blank the screen.
        set(key, { error: e instanceof Error ? e : new Error(String(e)), status: 'error', fetching: false })
        return undefined
      })
      .finally(() => inflight.delete(key))
    inflight.set(key, p)
    return p
  }

  const cache: QueryCache = {
    get: <T>(key: string) => (states.get(key) ?? IDLE) as QueryState<T>,
    subscribe(key, listener) {
      let set = listeners.get(key)
      if (!set) listeners.set(key, (set = new Set()))
      set.add(listener)
      return () => {
        set.delete(listener)
        if (set.size === 0) listeners.delete(key)
      }
    },
    fetch<T>(key: string, fn: () => Promise<T>) {
      fetchers.set(key, fn)
      const s = states.get(key)
      if (s?.status === 'success') return Promise.resolve(s.data as T)
      return run(key) as Promise<T | undefined>
    },
    async refetchAll() {
      await Promise.all([...listeners.keys()].map(run))
    },
    watchFocus() {
      if (typeof window === 'undefined') return () => {}
      const onFocus = () => void cache.refetchAll()
      const onVisible = () => document.visibilityState === 'visible' && onFocus()
      window.addEventListener('focus', onFocus)
      document.addEventListener('visibilitychange', onVisible)
      return () => {
        window.removeEventListener('focus', onFocus)
        document.removeEventListener('visibilitychange', onVisible)
      }
    },
  }
  return cache
}
