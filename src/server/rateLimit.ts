/**
 * A token bucket per client address, in memory: `burst` requests at once, then `perMinute`
 * more each minute. The map is bounded: when it reaches `maxClients`, buckets that have
 * refilled (a client that is not limited) are dropped first, then the oldest ones.
 */
export interface RateLimiterOptions {
  burst: number
  perMinute: number
  /** Most clients tracked at once. Default 10 000. */
  maxClients?: number
  now?: () => number
}

export interface RateLimiter {
  /** Takes one token for `key`: 0 when allowed, else the seconds until the next token. */
  take(key: string): number
  /** Clients tracked right now (tests). */
  readonly size: number
}

interface Bucket {
  tokens: number
  at: number
}

export function createRateLimiter({ burst, perMinute, maxClients = 10_000, now = Date.now }: RateLimiterOptions): RateLimiter {
  const buckets = new Map<string, Bucket>()
  const perMs = perMinute / 60_000

  const refill = (b: Bucket, t: number): void => {
    b.tokens = Math.min(burst, b.tokens + (t - b.at) * perMs)
    b.at = t
  }

  const makeRoom = (t: number): void => {
    for (const [key, b] of buckets) {
      refill(b, t)
      if (b.tokens >= burst) buckets.delete(key)
    }
    // Still full: drop the oldest entries (Map keeps insertion order).
    for (const key of buckets.keys()) {
      if (buckets.size < maxClients) break
      buckets.delete(key)
    }
  }

  return {
    take(key) {
      const t = now()
      let b = buckets.get(key)
      if (b) refill(b, t)
      else {
        if (buckets.size >= maxClients) makeRoom(t)
        b = { tokens: burst, at: t }
        buckets.set(key, b)
      }
      if (b.tokens >= 1) {
        b.tokens -= 1
        return 0
      }
      return perMs > 0 ? Math.max(1, Math.ceil((1 - b.tokens) / perMs / 1000)) : 60
    },
    get size() {
      return buckets.size
    },
  }
}
