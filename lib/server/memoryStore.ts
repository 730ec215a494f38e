import { createTokenBuckets } from './limiter'
import { StoreFullError, type SiweStore } from './store'

/** Bounds of the memory store. */
export interface MemoryStoreOptions {
  /** Most live sessions at once; past it sign-in answers 503. Default 100 000. */
  maxSessions?: number
  /** Most spent (or checked) nonces remembered at once; past it verify answers 503. Default 200 000. */
  maxNonces?: number
  /** Most rate-limit buckets (least recently used go first). Default 100 000. */
  maxBuckets?: number
  /** Clock (tests). */
  now?: () => number
}

/**
 * A map keyed by id whose entries expire. Entries go into lanes of one lifetime each, where
 * insertion order is expiry order, so a sweep drops expired entries from the front of each
 * lane and stops at the first live one (no O(n) scan).
 */
class ExpiringMap<V> {
  private readonly byTtl = new Map<string, Map<string, { value: V; until: number }>>()
  private count = 0
  constructor(
    private readonly now: () => number,
    /** Told about every entry a sweep drops, so indexes beside the map forget it too. */
    private readonly onExpire: (key: string, value: V) => void = () => {},
  ) {}
  get size(): number {
    return this.count
  }
  sweep(): void {
    const t = this.now()
    for (const map of this.byTtl.values()) {
      for (const [key, entry] of map) {
        if (entry.until > t) break
        map.delete(key)
        this.count--
        this.onExpire(key, entry.value)
      }
    }
  }
  get(key: string): V | undefined {
    for (const map of this.byTtl.values()) {
      const entry = map.get(key)
      if (entry) return entry.until > this.now() ? entry.value : undefined
    }
    return undefined
  }
  set(key: string, value: V, until: number, lane: string): void {
    this.delete(key)
    let map = this.byTtl.get(lane)
    if (!map) this.byTtl.set(lane, (map = new Map()))
    map.set(key, { value, until })
    this.count++
  }
  delete(key: string): void {
    for (const map of this.byTtl.values()) if (map.delete(key)) this.count--
  }
}

/**
 * Everything in this process's memory: for a single server (use `redisStore` for several).
 * Every table is bounded; a full one refuses (503) rather than forgetting a logout.
 */
export function memoryStore(opts: MemoryStoreOptions = {}): SiweStore {
  const now = opts.now ?? Date.now
  const maxSessions = opts.maxSessions ?? 100_000
  const maxNonces = opts.maxNonces ?? 200_000
  const buckets = createTokenBuckets({ maxBuckets: opts.maxBuckets, now })
  const spent = new ExpiringMap<true>(now)
  const checks = new ExpiringMap<number>(now)
  /** Live session ids per address, oldest first (at most maxPerAddress). */
  const byAddress = new Map<string, string[]>()
  const forget = (id: string, address: string): void => {
    const ids = byAddress.get(address)?.filter((x) => x !== id && sessions.get(x) !== undefined)
    if (ids?.length) byAddress.set(address, ids)
    else byAddress.delete(address)
  }
  // An expired session leaves its address's list too: the index never outgrows the table
  // (addresses that signed in once and never came back would otherwise pile up).
  const sessions: ExpiringMap<string> = new ExpiringMap<string>(now, (id, address) => forget(id, address))

  const room = <V>(map: ExpiringMap<V>, max: number, what: string): void => {
    if (map.size < max) return
    map.sweep()
    if (map.size >= max) throw new StoreFullError(`The memory store holds ${map.size} ${what}, its limit.`)
  }

  return {
    async take(specs) {
      return buckets.take(specs)
    },
    async isSpent(nonce) {
      return spent.get(nonce) === true
    },
    async spend(nonce, ttlMs) {
      if (spent.get(nonce)) return false
      room(spent, maxNonces, 'spent nonces')
      spent.set(nonce, true, now() + ttlMs, String(ttlMs))
      return true
    },
    async countCheck(nonce, ttlMs) {
      const count = (checks.get(nonce) ?? 0) + 1
      if (count === 1) room(checks, maxNonces, 'nonces being checked')
      checks.set(nonce, count, now() + ttlMs, String(ttlMs))
      return count
    },
    async addSession(session, maxPerAddress) {
      if (session.expiresAt <= now()) return
      room(sessions, maxSessions, 'live sessions')
      const ids = (byAddress.get(session.address) ?? []).filter((id) => sessions.get(id) !== undefined)
      ids.push(session.id)
      while (ids.length > Math.max(1, maxPerAddress)) sessions.delete(ids.shift()!)
      byAddress.set(session.address, ids)
      sessions.set(session.id, session.address, session.expiresAt, 'sessions')
    },
    async hasSession(id) {
      return sessions.get(id) !== undefined
    },
    async deleteSession(id, address) {
      sessions.delete(id)
      forget(id, address)
    },
  }
}
