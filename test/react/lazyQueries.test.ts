import { describe, expect, it, vi } from 'vitest'
import { createLazyQueryCache } from '../../lib/react/lazyQueries'

describe('the provider query cache (loaded at the first subscriber)', () => {
  it('stays unloaded without reads; the first subscriber loads it, starts what waits for it and gets the data', async () => {
    const queries = createLazyQueryCache()
    const start = vi.fn(() => () => {})
    queries.whenLive(start)
    // A refresh with nothing subscribed neither loads the cache nor waits for it.
    await expect(queries.refetchAll()).resolves.toBe(true)
    await new Promise((r) => setTimeout(r, 20))
    expect(start).not.toHaveBeenCalled()
    expect(queries.get('k')).toMatchObject({ status: 'idle', data: undefined })

    const listener = vi.fn()
    const off = queries.subscribe('k', listener)
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1))
    listener.mockClear()
    await expect(queries.fetch('k', async () => 42)).resolves.toBe(42)
    expect(queries.get('k')).toMatchObject({ status: 'success', data: 42 })
    expect(listener).toHaveBeenCalled()
    // The early subscription moved to the loaded cache: unsubscribing stops the calls.
    off()
    listener.mockClear()
    await queries.refetch('k')
    expect(listener).not.toHaveBeenCalled()
  })
})
