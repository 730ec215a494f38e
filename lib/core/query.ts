/**
 * A small framework-free query cache: keyed async reads, in-flight de-duplication,
 * subscribers, and "refresh everything" (after a write; on a schedule, see ./refresh.ts).
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
}

/** How a key takes part in refreshes. */
export interface FetchOptions {
  /** The chain the read reads. */
  chainId?: number
  /** False: refetched only on request (refetch(key)), never by refetchAll/refetchChain. */
  refresh?: boolean
}

export interface QueryCache {
  get<T>(key: string): QueryState<T>
  subscribe(key: string, listener: () => void): () => void
  /**
   * Register the fetcher for a key (the latest one wins) and fetch if there is no data.
   * `chainId` tags the read with the chain it reads, for refetchChain; `refresh: false`
   * keeps it out of refetchAll and refetchChain (a receipt wait: it is final once read).
   */
  fetch<T>(key: string, fn: () => Promise<T>, options?: FetchOptions): Promise<T | undefined>
  /** Refetch one key now (joining a fetch in flight); true when it succeeded. */
  refetch(key: string): Promise<boolean>
  /** Refetch every key that has subscribers; resolves when all are done, true when all succeeded. */
  refetchAll(): Promise<boolean>
  /**
   * Refetch every subscribed key of one chain, and every key not tagged with a chain (the
   * app's own reads: their chain is unknown). Called when a followed transaction is final.
   */
  refetchChain(chainId: number): Promise<boolean>
  /** Called after every fetch settles, with whether it succeeded (drives the refresh schedule). */
  onSettled(listener: (ok: boolean) => void): () => void
}

interface Outcome {
  ok: boolean
  data: unknown
}

const IDLE: QueryState<never> = { data: undefined, error: undefined, status: 'idle', fetching: false, updatedAt: 0 }

export function createQueryCache(): QueryCache {
  const states = new Map<string, QueryState<unknown>>()
  const fetchers = new Map<string, () => Promise<unknown>>()
  const chains = new Map<string, number>()
  const fixed = new Set<string>()
  const live = () => [...listeners.keys()].filter((key) => !fixed.has(key))
  const inflight = new Map<string, Promise<Outcome>>()
  const listeners = new Map<string, Set<() => void>>()
  const settled = new Set<(ok: boolean) => void>()
  const report = (ok: boolean) => {
    for (const l of [...settled]) l(ok)
  }

  const set = (key: string, next: Partial<QueryState<unknown>>) => {
    states.set(key, { ...(states.get(key) ?? IDLE), ...next })
    for (const l of [...(listeners.get(key) ?? [])]) l()
  }

  /** Fetches `key` (joining a fetch in flight); resolves with the outcome, never rejects. */
  const run = (key: string): Promise<Outcome> => {
    const existing = inflight.get(key)
    if (existing) return existing
    const fn = fetchers.get(key)
    if (!fn) return Promise.resolve({ ok: true, data: undefined })
    const prev = states.get(key)
    set(key, { fetching: true, status: prev?.status === 'success' ? 'success' : 'loading' })
    const p = fn()
      .then((data): Outcome => {
        set(key, { data, error: undefined, status: 'success', fetching: false, updatedAt: Date.now() })
        return { ok: true, data }
      })
      .catch((e: unknown): Outcome => {
        // Keep the last good data: a failed refresh should not blank the screen.
        set(key, { error: e instanceof Error ? e : new Error(String(e)), status: 'error', fetching: false })
        return { ok: false, data: undefined }
      })
      .then((outcome) => {
        inflight.delete(key)
        report(outcome.ok)
        return outcome
      })
    inflight.set(key, p)
    return p
  }

  const following = new Map<string, Promise<Outcome>>()
  /**
   * A read that starts after this call. A read in flight began before whatever asked for this
   * one (a receipt, a focus after the chain moved), so its answer may predate it: one more read
   * follows it, shared by every request made meanwhile.
   */
  const runAfter = (key: string): Promise<Outcome> => {
    const current = inflight.get(key)
    if (!current) return run(key)
    let next = following.get(key)
    if (!next) {
      next = current.then(() => {
        following.delete(key)
        return run(key)
      })
      following.set(key, next)
    }
    return next
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
    fetch<T>(key: string, fn: () => Promise<T>, options?: FetchOptions) {
      fetchers.set(key, fn)
      if (options?.chainId !== undefined) chains.set(key, options.chainId)
      if (options?.refresh === false) fixed.add(key)
      const s = states.get(key)
      if (s?.status === 'success') return Promise.resolve(s.data as T)
      return run(key).then((o) => o.data as T | undefined)
    },
    refetch: (key) => runAfter(key).then((o) => o.ok),
    async refetchAll() {
      const outcomes = await Promise.all(live().map(runAfter))
      return outcomes.every((o) => o.ok)
    },
    async refetchChain(chainId) {
      const keys = live().filter((key) => (chains.get(key) ?? chainId) === chainId)
      const outcomes = await Promise.all(keys.map(runAfter))
      return outcomes.every((o) => o.ok)
    },
    onSettled(listener) {
      settled.add(listener)
      return () => void settled.delete(listener)
    },
  }
  return cache
}
