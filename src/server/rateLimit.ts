/**
 * A token bucket per client key, in memory: `burst` requests at once, then `perMinute`
 * more each minute. The map is bounded, and it never forgets a client that is limited right
 * now (forgetting it would hand it a fresh burst): when it reaches `maxClients`, the least
 * recently allowed clients that are not limited make room. When every tracked client is
 * limited, newcomers share one overflow bucket until room frees up.
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

/** The key newcomers share while the map is full of limited clients. */
const OVERFLOW = '\0overflow'

export function createRateLimiter({ burst, perMinute, maxClients = 10_000, now = Date.now }: RateLimiterOptions): RateLimiter {
  // Map order is "least recently allowed first": an allowed take moves its key to the end.
  const buckets = new Map<string, Bucket>()
  const perMs = perMinute / 60_000

  const refill = (b: Bucket, t: number): void => {
    b.tokens = Math.min(burst, b.tokens + (t - b.at) * perMs)
    b.at = t
  }

  /** Drops clients that are not limited, least recently allowed first, until there is room. */
  const makeRoom = (t: number): void => {
    for (const [key, b] of buckets) {
      if (buckets.size < maxClients) return
      refill(b, t)
      if (b.tokens >= 1) buckets.delete(key)
    }
  }

  return {
    take(key) {
      const t = now()
      let id = key
      let b = buckets.get(id)
      if (b) refill(b, t)
      else {
        if (buckets.size >= maxClients) makeRoom(t)
        if (buckets.size >= maxClients) {
          id = OVERFLOW
          b = buckets.get(id)
          if (b) refill(b, t)
        }
        if (!b) {
          b = { tokens: burst, at: t }
          buckets.set(id, b)
        }
      }
      if (b.tokens >= 1) {
        b.tokens -= 1
        buckets.delete(id)
        buckets.set(id, b)
        return 0
      }
      return perMs > 0 ? Math.max(1, Math.ceil((1 - b.tokens) / perMs / 1000)) : 60
    },
    get size() {
      return buckets.size
    },
  }
}
