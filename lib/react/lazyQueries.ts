import { lazyImport } from '../core/lazy'
import type { QueryCache, SubscribeOptions } from '../core/query'
import { IDLE } from '../core/queryState'

const loadLive = lazyImport(() => import('./liveQueries'))

/** The loaded chunk: the cache module and the refresh scheduler. */
export type LiveQueries = Awaited<ReturnType<typeof loadLive>>

/** A query cache whose code loads when the first read subscribes; until then every key is idle. */
export interface LazyQueryCache extends QueryCache {
  /** Runs `start` once the cache is live (at once if it is); returns what stops it. */
  whenLive(start: (cache: QueryCache, live: LiveQueries) => () => void): () => void
}

interface Subscription {
  key: string
  listener: () => void
  options?: SubscribeOptions
  off?: () => void
}

/**
 * The provider's query cache. A page whose reads are all behind a click (the ConnectButton's
 * balance loads on demand) never fetches the cache or its refresh schedule; the first
 * subscriber loads both, and the idle state it read before (the same as the server's) moves
 * to the real cache's.
 */
export function createLazyQueryCache(): LazyQueryCache {
  let real: QueryCache | undefined
  let live: LiveQueries | undefined
  let early = new Set<Subscription>()
  const starters = new Set<{ start: (cache: QueryCache, live: LiveQueries) => () => void; stop?: () => void }>()

  const adopt = (module: LiveQueries): QueryCache => {
    const cache = module.createQueryCache()
    live = module
    const subs = early
    early = new Set()
    for (const sub of subs) sub.off = cache.subscribe(sub.key, sub.listener, sub.options)
    for (const s of starters) s.stop = s.start(cache, module)
    for (const sub of subs) sub.listener()
    return cache
  }
  const load = async (): Promise<QueryCache> => {
    const module = await loadLive()
    return (real ??= adopt(module))
  }

  return {
    get: <T>(key: string) => (real ? real.get<T>(key) : IDLE),
    subscribe(key, listener, options) {
      if (real) return real.subscribe(key, listener, options)
      const sub: Subscription = { key, listener, options }
      early.add(sub)
      // A failed load is retried by the next subscriber or fetch (lazyImport forgets it).
      load().catch(() => {})
      return () => {
        early.delete(sub)
        sub.off?.()
      }
    },
    fetch: (key, fn, options) => load().then((cache) => cache.fetch(key, fn, options), () => undefined),
    refetch: (key) => load().then((cache) => cache.refetch(key), () => false),
    // Nothing subscribed yet: nothing to refresh, and no reason to load the cache.
    refetchAll: (options) => (real ? real.refetchAll(options) : Promise.resolve(true)),
    refetchChain: (chainId) => (real ? real.refetchChain(chainId) : Promise.resolve(true)),
    onSettled: (listener) => (real ? real.onSettled(listener) : () => {}),
    whenLive(start) {
      const entry: { start: typeof start; stop?: () => void } = { start }
      if (real && live) entry.stop = start(real, live)
      else starters.add(entry)
      return () => {
        starters.delete(entry)
        entry.stop?.()
      }
    },
  }
}
