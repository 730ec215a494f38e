import { describe, expect, it, vi } from 'vitest'
import { createModalLoader } from '../../../lib/components/ModalProvider/modalLoader'

const Component = () => null

describe('modal loader', () => {
  it('fetches a chunk once, then hands the component out synchronously and tells subscribers', async () => {
    const load = vi.fn(async () => ({ default: Component }))
    const loader = createModalLoader({ connect: load })
    const changed = vi.fn()
    loader.subscribe(changed)
    expect(loader.get('connect')).toBeUndefined()
    await Promise.all([loader.preload('connect'), loader.preload('connect')])
    expect(load).toHaveBeenCalledTimes(1)
    expect(loader.get('connect')).toBe(Component)
    expect(changed).toHaveBeenCalledTimes(1)
  })

  it('a failed download is tried again on the next preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Component })
    const loader = createModalLoader({ account: load })
    await expect(loader.preload('account')).rejects.toThrow('offline')
    await loader.preload('account')
    expect(load).toHaveBeenCalledTimes(2)
    expect(loader.get('account')).toBe(Component)
  })

  it('a modal without a component resolves without loading anything', async () => {
    const loader = createModalLoader({})
    await loader.preload('chain')
    expect(loader.get('chain')).toBeUndefined()
  })
})
