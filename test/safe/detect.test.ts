import { describe, expect, it } from 'vitest'
import { detectSafe } from '../../lib/connectors/safe/detect'
import { isFramed } from '../../lib/connectors/safe/frame'
import { fakeFrame } from './fakeFrame'

const SAFE = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'

describe('Safe detection', () => {
  it('outside a frame: resolves undefined and posts nothing', async () => {
    const f = fakeFrame({ framed: false })
    expect(isFramed(f.window)).toBe(false)
    expect(await detectSafe({ window: f.window })).toBeUndefined()
    expect(f.parent.postMessage).not.toHaveBeenCalled()
  })

  it('inside Safe: the Safe address (checksummed) and its chain', async () => {
    const f = fakeFrame()
    expect(isFramed(f.window)).toBe(true)
    const p = detectSafe({ window: f.window })
    await Promise.resolve()
    expect(f.posted[0]!.message.method).toBe('getSafeInfo')
    f.reply({ safeAddress: SAFE, chainId: '1101', owners: [SAFE], threshold: 2, isReadOnly: false })
    const d = await p
    expect(d?.info).toMatchObject({ safeAddress: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', chainId: 1101, threshold: 2 })
  })

  it('an answer that is not a Safe, or no answer in time, is not a Safe', async () => {
    const f = fakeFrame()
    const p = detectSafe({ window: f.window })
    await Promise.resolve()
    f.reply({ safeAddress: 'nope', chainId: 1 })
    expect(await p).toBeUndefined()
    const g = fakeFrame()
    expect(await detectSafe({ window: g.window, detectTimeout: 20 })).toBeUndefined()
  })
})
