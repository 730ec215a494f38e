/**
 * The query cache is bounded: a key nobody subscribes to is dropped, every trace of it, once
 * its gcTime (5 minutes by default, the largest any subscriber asked for) has passed since its
 * last subscriber left; a key subscribed again before that keeps its data; an answer that
 * arrives for a dropped key does not bring it back.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryCache, GC_TIME, type QueryEntry } from '../../lib/core/query'

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

/** A cache whose entries (each key's state, fetcher, chain, refresh flag, reads in flight, follow-ups, subscribers) the test sees. */
function cacheWithEntries() {
  const entries = new Map<string, QueryEntry>()
  return { cache: createQueryCache(entries), entries }
}

describe('query cache: unsubscribed keys are dropped after gcTime', () => {
  it('10 000 distinct reads, subscribed then unsubscribed: everything is kept for 5 minutes, then nothing is', async () => {
    const { cache, entries } = cacheWithEntries()
    const offs: Array<() => void> = []
    for (let i = 0; i < 10_000; i++) {
      const key = `block:1:[${i}]`
      offs.push(cache.subscribe(key, () => {}))
      void cache.fetch(key, async () => i, { chainId: i % 2 ? 1 : 2, refresh: i % 3 !== 0 })
    }
    await vi.advanceTimersByTimeAsync(0)
    expect(entries.size).toBe(10_000)
    expect(cache.get('block:1:[9999]')).toMatchObject({ status: 'success', data: 9999 })
    // Follow-up reads queued behind reads in flight are traces too.
    const asked = cache.refetchAll()
    void cache.refetchAll()
    for (const off of offs) off()
    await asked

    await vi.advanceTimersByTimeAsync(GC_TIME - 1)
    expect(entries.size).toBe(10_000)
    expect(cache.get('block:1:[0]').data).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(entries.size).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
    expect(cache.get('block:1:[0]')).toMatchObject({ status: 'idle', data: undefined })
  })

  it('a key subscribed again before gcTime keeps its data (no new read); the clock starts at the last subscriber leaving', async () => {
    const { cache, entries } = cacheWithEntries()
    const fetcher = vi.fn(async () => 'numbers')
    const a = cache.subscribe('k', () => {})
    const b = cache.subscribe('k', () => {})
    await cache.fetch('k', fetcher)
    a()
    await vi.advanceTimersByTimeAsync(GC_TIME) // b still reads it
    expect(entries.has('k')).toBe(true)
    b()
    await vi.advanceTimersByTimeAsync(GC_TIME - 1_000)
    const c = cache.subscribe('k', () => {})
    await expect(cache.fetch('k', fetcher)).resolves.toBe('numbers')
    expect(fetcher).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(GC_TIME * 2)
    expect(entries.has('k')).toBe(true)
    c()
    await vi.advanceTimersByTimeAsync(GC_TIME)
    expect(entries.has('k')).toBe(false)
  })

  it('per key the largest gcTime any subscriber asked for; Infinity keeps it for the life of the page; 0 drops it at once', async () => {
    const { cache, entries } = cacheWithEntries()
    cache.subscribe('short', () => {}, { gcTime: 1_000 })()
    cache.subscribe('both', () => {}, { gcTime: 1_000 })()
    cache.subscribe('both', () => {}, { gcTime: 60_000 })()
    cache.subscribe('forever', () => {}, { gcTime: Number.POSITIVE_INFINITY })()
    cache.subscribe('now', () => {}, { gcTime: 0 })()
    await vi.advanceTimersByTimeAsync(0)
    expect([...entries.keys()].sort()).toEqual(['both', 'forever', 'short'])
    await vi.advanceTimersByTimeAsync(1_000)
    expect([...entries.keys()].sort()).toEqual(['both', 'forever'])
    await vi.advanceTimersByTimeAsync(59_000)
    expect([...entries.keys()]).toEqual(['forever'])
    await vi.advanceTimersByTimeAsync(365 * 24 * 3_600_000)
    expect([...entries.keys()]).toEqual(['forever'])
  })

  it('a read in flight for a dropped key does not bring it back, and is not followed by another', async () => {
    const { cache, entries } = cacheWithEntries()
    let answer!: (value: string) => void
    const fetcher = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)))
    const off = cache.subscribe('slow', () => {}, { gcTime: 1_000 })
    const read = cache.fetch('slow', fetcher)
    const refetched = cache.refetch('slow') // a follow-up waits for the read in flight
    off()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(entries.size).toBe(0)
    answer('late')
    await expect(read).resolves.toBe('late')
    await expect(refetched).resolves.toBe(true)
    expect(entries.size).toBe(0)
    expect(cache.get('slow').status).toBe('idle')
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  it('a fetch nobody subscribes to is not kept either', async () => {
    const { cache, entries } = cacheWithEntries()
    await cache.fetch('once', async () => 1)
    expect(entries.size).toBe(1)
    await vi.advanceTimersByTimeAsync(GC_TIME)
    expect(entries.size).toBe(0)
  })
})
