import type { RateBucket } from './store'

/**
 * Token buckets in memory, least recently used first in a bounded Map. A full table forgets
 * its least recently used bucket, never funnels newcomers into a shared one: every client is
 * also counted in the buckets of the prefixes around it (see clientKeys), and those are used
 * by every member of the crowd, so they stay recent. A forgotten narrow bucket therefore
 * hands back at most its own burst, still inside its prefix's budget.
 */
export interface TokenBuckets {
  /** 0 when allowed (one token taken from every bucket), else seconds until the next token. */
  take(buckets: readonly RateBucket[]): number
  /** Buckets tracked right now. */
  readonly size: number
}

interface Bucket {
  tokens: number
  at: number
}

export function createTokenBuckets(opts: { maxBuckets?: number; now?: () => number } = {}): TokenBuckets {
  const maxBuckets = opts.maxBuckets ?? 100_000
  const now = opts.now ?? Date.now
  const table = new Map<string, Bucket>()

  const current = (spec: RateBucket, t: number): Bucket => {
    let b = table.get(spec.key)
    if (b) {
      b.tokens = Math.min(spec.burst, b.tokens + ((t - b.at) * spec.perMinute) / 60_000)
      b.at = t
      table.delete(spec.key)
    } else {
      b = { tokens: spec.burst, at: t }
      while (table.size >= maxBuckets) {
        const oldest = table.keys().next()
        if (oldest.done) break
        table.delete(oldest.value)
      }
    }
    table.set(spec.key, b)
    return b
  }

  return {
    take(specs) {
      const t = now()
      const buckets = specs.map((s) => current(s, t))
      let wait = 0
      specs.forEach((s, i) => {
        const b = buckets[i]!
        if (b.tokens < 1) wait = Math.max(wait, s.perMinute > 0 ? Math.max(1, Math.ceil(((1 - b.tokens) * 60) / s.perMinute)) : 60)
      })
      if (wait === 0) for (const b of buckets) b.tokens -= 1
      return wait
    },
    get size() {
      return table.size
    },
  }
}
