import { afterEach, describe, expect, it, vi } from 'vitest'
import { withDeadline } from '../../lib/core/deadline'

afterEach(() => {
  vi.useRealTimers()
})

const late = () => {
  throw new Error('late')
}

describe('withDeadline', () => {
  it('answers with the work when it settles first, and clears its timer', async () => {
    vi.useFakeTimers()
    await expect(withDeadline(Promise.resolve(7), { ms: 1_000, onLate: late })).resolves.toBe(7)
    await expect(withDeadline(Promise.reject(new Error('boom')), { ms: 1_000, onLate: late })).rejects.toThrow('boom')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('at the deadline: onLate’s value, its rejection or its throw; the work’s later rejection is caught', async () => {
    vi.useFakeTimers()
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      let fail!: (e: Error) => void
      const work = new Promise<number>((_, reject) => (fail = reject))
      const valued = withDeadline(work, { ms: 100, onLate: () => 'late' as const })
      const thrown = withDeadline(work, { ms: 100, onLate: late })
      const rejected = withDeadline(work, { ms: 100, onLate: () => Promise.reject(new Error('rejected')) })
      const caught = Promise.all([thrown, rejected].map((p) => p.catch((e: unknown) => e)))
      await vi.advanceTimersByTimeAsync(100)
      await expect(valued).resolves.toBe('late')
      expect(await caught).toEqual([new Error('late'), new Error('rejected')])
      fail(new Error('after the deadline'))
      await vi.advanceTimersByTimeAsync(0)
      vi.useRealTimers()
      await new Promise((r) => setTimeout(r, 0))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })

  it('0 ms or less is late at once; no ms (or one past setTimeout’s range) sets no timer', async () => {
    vi.useFakeTimers()
    const never = new Promise<never>(() => {})
    const now = withDeadline(never, { ms: -5, onLate: () => 'late' })
    await vi.advanceTimersByTimeAsync(0)
    await expect(now).resolves.toBe('late')
    void withDeadline(never, { ms: Infinity, onLate: late })
    void withDeadline(never, {})
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a signal stops the wait with its reason and its listener goes', async () => {
    vi.useFakeTimers()
    const stop = new AbortController()
    const remove = vi.spyOn(stop.signal, 'removeEventListener')
    const waiting = withDeadline(new Promise<never>(() => {}), { ms: 1_000, onLate: late, signal: stop.signal })
    stop.abort(new Error('stopped'))
    await expect(waiting).rejects.toThrow('stopped')
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function))
    expect(vi.getTimerCount()).toBe(0)
    await expect(withDeadline(Promise.resolve(1), { signal: AbortSignal.abort(new Error('already')) })).rejects.toThrow('already')
  })
})
