import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryCache } from '../../lib/core/query'
import { nextRefreshDelay, startRefreshScheduler, type VisibilitySource } from '../../lib/core/refresh'

/** A page whose visibility the test flips. */
function fakePage() {
  let visible = true
  const listeners = new Set<(e: 'visible' | 'hidden' | 'focus') => void>()
  const source: VisibilitySource = {
    isVisible: () => visible,
    subscribe(l) {
      listeners.add(l)
      return () => void listeners.delete(l)
    },
  }
  const emit = (e: 'visible' | 'hidden' | 'focus') => listeners.forEach((l) => l(e))
  return {
    source,
    hide: () => ((visible = false), emit('hidden')),
    show: () => ((visible = true), emit('visible')),
    focus: () => emit('focus'),
  }
}

/** A query cache with one subscribed read whose answers the test controls. */
function liveRead() {
  const cache = createQueryCache()
  let failing = false
  const fetcher = vi.fn(async () => {
    if (failing) throw new Error('node down')
    return 1
  })
  cache.subscribe('numbers', () => {})
  return { cache, fetcher, setFailing: (f: boolean) => void (failing = f) }
}

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('nextRefreshDelay', () => {
  it('is the interval after a success and 2, 4, 8 ... s after failures, never above 3/4 of the interval or 30 s', () => {
    expect(nextRefreshDelay(0)).toBe(12_000)
    expect([1, 2, 3, 4, 5].map((n) => nextRefreshDelay(n))).toEqual([2_000, 4_000, 8_000, 9_000, 9_000])
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => nextRefreshDelay(n, { interval: 60_000 }))).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000])
  })
})

describe('refresh scheduler', () => {
  it('refreshes every interval while visible, and not at all while hidden', async () => {
    const page = fakePage()
    const { cache, fetcher } = liveRead()
    await cache.fetch('numbers', fetcher)
    expect(fetcher).toHaveBeenCalledTimes(1)
    const stop = startRefreshScheduler({ refresh: cache.refetchAll, onSettled: cache.onSettled, interval: 12_000, visibility: page.source })

    await vi.advanceTimersByTimeAsync(11_999)
    expect(fetcher).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetcher).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetcher).toHaveBeenCalledTimes(7) // 5 per minute

    page.hide()
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(fetcher).toHaveBeenCalledTimes(7) // nothing while hidden

    page.show() // back: at once, then on the interval again
    await vi.advanceTimersByTimeAsync(0)
    expect(fetcher).toHaveBeenCalledTimes(8)
    await vi.advanceTimersByTimeAsync(12_000)
    expect(fetcher).toHaveBeenCalledTimes(9)

    page.focus()
    await vi.advanceTimersByTimeAsync(0)
    expect(fetcher).toHaveBeenCalledTimes(10)
    stop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetcher).toHaveBeenCalledTimes(10)
  })

  it('backs off after failures (2, 4, 8, then 9 s) and returns to the interval after a success', async () => {
    const page = fakePage()
    const { cache, fetcher, setFailing } = liveRead()
    await cache.fetch('numbers', fetcher)
    const stop = startRefreshScheduler({ refresh: cache.refetchAll, onSettled: cache.onSettled, interval: 12_000, visibility: page.source })
    const callsAt: number[] = []
    fetcher.mockImplementation(async () => {
      callsAt.push(Date.now())
      throw new Error('node down')
    })
    setFailing(true)
    const start = Date.now()
    await vi.advanceTimersByTimeAsync(12_000) // the regular refresh fails
    await vi.advanceTimersByTimeAsync(2_000 + 4_000 + 8_000 + 9_000 + 9_000)
    expect(callsAt.map((t) => t - start)).toEqual([12_000, 14_000, 18_000, 26_000, 35_000, 44_000])
    expect(cache.get('numbers').status).toBe('error')
    expect(cache.get('numbers').data).toBe(1) // the last good numbers stay

    fetcher.mockImplementation(async () => 2) // the node is back
    await vi.advanceTimersByTimeAsync(9_000)
    expect(cache.get('numbers')).toMatchObject({ status: 'success', data: 2, error: undefined })
    const after = fetcher.mock.calls.length
    await vi.advanceTimersByTimeAsync(11_999)
    expect(fetcher.mock.calls.length).toBe(after) // reset: a full interval again, not 2 s
    await vi.advanceTimersByTimeAsync(1)
    expect(fetcher.mock.calls.length).toBe(after + 1)
    stop()
  })

  it('a read started elsewhere (after a write, Retry) restarts the clock', async () => {
    const page = fakePage()
    const { cache, fetcher } = liveRead()
    await cache.fetch('numbers', fetcher)
    const stop = startRefreshScheduler({ refresh: cache.refetchAll, onSettled: cache.onSettled, interval: 12_000, visibility: page.source })
    await vi.advanceTimersByTimeAsync(10_000)
    await cache.refetchAll() // e.g. after a confirmed transaction
    expect(fetcher).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(11_000)
    expect(fetcher).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(fetcher).toHaveBeenCalledTimes(3)
    stop()
  })
})

describe('refresh scheduler: a tab that comes back', () => {
  /** A read that answers after `ms`, counting the reads sent. */
  function slowRead(ms: number) {
    const cache = createQueryCache()
    const fetcher = vi.fn(() => new Promise<number>((resolve) => setTimeout(() => resolve(1), ms)))
    cache.subscribe('numbers', () => {})
    return { cache, fetcher }
  }

  it('visibilitychange then focus a few ms apart (what a browser sends): ONE read, not a read and its follow-up', async () => {
    const page = fakePage()
    const { cache, fetcher } = slowRead(50)
    void cache.fetch('numbers', fetcher)
    await vi.advanceTimersByTimeAsync(50)
    const stop = startRefreshScheduler({ refresh: cache.refetchAll, onSettled: cache.onSettled, interval: 12_000, visibility: page.source })
    page.hide()
    await vi.advanceTimersByTimeAsync(60_000)
    fetcher.mockClear()
    page.show()
    await vi.advanceTimersByTimeAsync(5)
    page.focus()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(fetcher).toHaveBeenCalledTimes(1)
    // The next one is an interval after that refresh settled.
    await vi.advanceTimersByTimeAsync(12_000)
    expect(fetcher).toHaveBeenCalledTimes(2)
    stop()
  })

  it('a focus while a timed refresh runs reads after it (that answer may predate the focus)', async () => {
    const page = fakePage()
    const { cache, fetcher } = slowRead(500)
    const stop = startRefreshScheduler({ refresh: cache.refetchAll, onSettled: cache.onSettled, interval: 12_000, visibility: page.source })
    void cache.fetch('numbers', fetcher)
    await vi.advanceTimersByTimeAsync(500)
    fetcher.mockClear()
    await vi.advanceTimersByTimeAsync(12_000) // the timed refresh starts
    expect(fetcher).toHaveBeenCalledTimes(1)
    page.focus()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(fetcher).toHaveBeenCalledTimes(2)
    stop()
  })

  it('a refresh running since before the page was hidden is not joined: the return reads after it', async () => {
    const page = fakePage()
    const { cache, fetcher } = slowRead(500)
    const stop = startRefreshScheduler({ refresh: cache.refetchAll, onSettled: cache.onSettled, interval: 12_000, visibility: page.source })
    void cache.fetch('numbers', fetcher)
    await vi.advanceTimersByTimeAsync(500)
    fetcher.mockClear()
    page.focus() // a refresh starts
    await vi.advanceTimersByTimeAsync(100)
    page.hide()
    page.show() // back while it runs: its answer may predate the return
    await vi.advanceTimersByTimeAsync(2_000)
    expect(fetcher).toHaveBeenCalledTimes(2)
    stop()
  })
})

describe('query cache: a refetch reads after it was asked', () => {
  it('a refetch asked while a read is in flight gets a read started after it (one, shared by every such request)', async () => {
    const cache = createQueryCache()
    let chainState = 'before'
    const answers: Array<(value: string) => void> = []
    const fetcher = vi.fn(() => {
      const seen = chainState
      return new Promise<string>((resolve) => answers.push(() => resolve(seen)))
    })
    const first = cache.fetch<string>('numbers', fetcher, { chainId: 1 })
    chainState = 'after' // e.g. a receipt arrives, or time moves, while that read is on its way
    const asked = [cache.refetchChain(1), cache.refetchAll(), cache.refetch('numbers')]
    answers[0]!('')
    expect(await first).toBe('before')
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2))
    answers[1]!('')
    expect(await Promise.all(asked)).toEqual([true, true, true])
    expect(cache.get('numbers').data).toBe('after')
    expect(fetcher).toHaveBeenCalledTimes(2)
  })
})

describe('query cache: a key a refresh passed by', () => {
  /** Key `pool` read and left (a screen that moved to another key), `other` still read. */
  async function leftBehind() {
    const cache = createQueryCache()
    let block = 1
    const fetcher = vi.fn(async () => block)
    const leave = cache.subscribe('pool', () => {})
    await cache.fetch('pool', fetcher, { chainId: 1 })
    leave()
    cache.subscribe('other', () => {})
    await cache.fetch('other', async () => 0, { chainId: 1 })
    block = 2 // the chain moves on
    return { cache, fetcher }
  }

  it('is read again when a hook reads it again, its last data shown meanwhile', async () => {
    const { cache, fetcher } = await leftBehind()
    await cache.refetchAll({ onlyStale: true }) // the schedule's refresh: `pool` has no reader
    cache.subscribe('pool', () => {})
    const read = cache.fetch('pool', fetcher, { chainId: 1 })
    expect(cache.get('pool')).toMatchObject({ data: 1, fetching: true, status: 'success' })
    expect(await read).toBe(2)
    expect(fetcher).toHaveBeenCalledTimes(2)
    // Read again once: it is current now.
    await cache.fetch('pool', fetcher, { chainId: 1 })
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  it("a receipt's refresh of its chain passes by that chain's keys only", async () => {
    const { cache, fetcher } = await leftBehind()
    await cache.refetchChain(2)
    await cache.fetch('pool', fetcher, { chainId: 1 })
    expect(fetcher).toHaveBeenCalledTimes(1)
    await cache.refetchChain(1)
    await cache.fetch('pool', fetcher, { chainId: 1 })
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  it('without a refresh in between it is not read again', async () => {
    const { cache, fetcher } = await leftBehind()
    await expect(cache.fetch('pool', fetcher, { chainId: 1 })).resolves.toBe(1)
    expect(fetcher).toHaveBeenCalledTimes(1)
  })
})
