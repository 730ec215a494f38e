// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTabChannel, type AuthMessage } from '../../lib/core/auth/channel'
import { ACCOUNT_A } from './fixtures'

afterEach(() => vi.unstubAllGlobals())

describe('tab channel', () => {
  it('without BroadcastChannel it uses the storage event, and drops malformed messages', () => {
    vi.stubGlobal('BroadcastChannel', undefined)
    const channel = createTabChannel('mango.auth')
    const got: AuthMessage[] = []
    channel.subscribe((m) => void got.push(m))
    // What another tab's post() leaves in localStorage, delivered as that tab's storage event.
    const sent: AuthMessage = { type: 'signedIn', session: { address: ACCOUNT_A, chainId: 1101 } }
    channel.post(sent)
    const raw = localStorage.getItem('mango.auth')
    window.dispatchEvent(new StorageEvent('storage', { key: 'mango.auth', newValue: raw }))
    for (const bad of [{ type: 'signedIn', session: { address: 'nope', chainId: 1 } }, { type: 'other' }, 'x']) {
      window.dispatchEvent(new StorageEvent('storage', { key: 'mango.auth', newValue: JSON.stringify({ m: bad }) }))
    }
    window.dispatchEvent(new StorageEvent('storage', { key: 'mango.auth', newValue: JSON.stringify({ m: { type: 'signedOut' } }) }))
    expect(got).toEqual([sent, { type: 'signedOut' }])
    channel.close()
  })

  it('with BroadcastChannel it validates what arrives too', async () => {
    const channel = createTabChannel('test-channel-validate')
    const other = new BroadcastChannel('test-channel-validate')
    const got: AuthMessage[] = []
    channel.subscribe((m) => void got.push(m))
    other.postMessage({ type: 'signedIn', session: { address: ACCOUNT_A, chainId: -1 } })
    other.postMessage({ type: 'signedOut' })
    await vi.waitFor(() => expect(got).toEqual([{ type: 'signedOut' }]))
    other.close()
    channel.close()
  })
})
