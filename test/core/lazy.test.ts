import { describe, expect, it, vi } from 'vitest'
import { lazyImport } from '../../lib/core/lazy'

describe('lazyImport', () => {
  it('shares one pending load and keeps its result', async () => {
    const load = vi.fn(async () => ({ value: 1 }))
    const get = lazyImport(load)
    expect(get.requested).toBe(false)
    const [a, b] = await Promise.all([get(), get()])
    expect(a).toBe(b)
    expect(await get()).toBe(a)
    expect(load).toHaveBeenCalledTimes(1)
    expect(get.requested).toBe(true)
  })

  it('forgets a failed load: the next call loads again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue('ok')
    const get = lazyImport(load)
    await expect(get()).rejects.toThrow('Failed to fetch')
    expect(get.requested).toBe(false)
    await expect(get()).resolves.toBe('ok')
    expect(load).toHaveBeenCalledTimes(2)
  })

  // What a caller does with a chunk it loaded (a first read, a first render) must not run in
  // the chunk's own evaluation task: together they made long tasks (docs/performance.md "Start-up").
  it('hands the module over in a later task than the load', async () => {
    const get = lazyImport(async () => 'module')
    let handed = false
    void get().then(() => {
      handed = true
    })
    // Every microtask of this task runs first: without the task boundary it would be handed over here.
    for (let i = 0; i < 50; i++) await Promise.resolve()
    expect(handed).toBe(false)
    await vi.waitFor(() => expect(handed).toBe(true))
  })
})
