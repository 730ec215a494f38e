import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../lib/core/actions/connect'
import { disconnect } from '../../lib/core/actions/disconnect'
import { createAuthStore, type AuthStore } from '../../lib/core/auth/store'
import type { Status } from '../../lib/core/types'
import { ACCOUNT_A, ACCOUNT_B, KEY_B, kitConfig, scriptedAdapter, signingWallet } from './fixtures'

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

let channelSeq = 0
/** One "tab": a kit config, a wallet and its auth store, on a channel shared with the other tabs of the test. */
function tab(channelName: string, session: Parameters<typeof scriptedAdapter>[0] = {}) {
  const wallet = signingWallet()
  const config = kitConfig(wallet.provider)
  const server = scriptedAdapter(session)
  const auth = createAuthStore({ config, adapter: server.adapter, channelName })
  const statuses: Status[] = []
  cleanups.push(config.store.subscribe((s) => void statuses.push(s.status)))
  cleanups.push(auth.start())
  cleanups.push(() => config.destroy())
  return { wallet, config, server, auth, statuses }
}
const channel = () => `test-auth-${process.pid}-${++channelSeq}`
const settled = (auth: AuthStore) => vi.waitFor(() => expect(auth.getState().status).not.toBe('loading'))

describe('auth store: the connection status', () => {
  it('loads the stored session, then a connection passes through unauthenticated until sign-in', async () => {
    const { config, auth, server, statuses } = tab(channel())
    expect(auth.getState().status).toBe('loading')
    await settled(auth)
    expect(auth.getState()).toEqual({ status: 'unauthenticated', session: undefined })
    expect(server.calls.getSession).toBe(1)

    await connect(config, { connector: 'io.metamask' })
    expect(config.getState().status).toBe('unauthenticated')
    expect(statuses).toEqual(['connecting', 'connected', 'unauthenticated'])

    auth.signedIn({ address: ACCOUNT_A, chainId: 1101 })
    expect(auth.getState().status).toBe('authenticated')
    expect(config.getState().status).toBe('connected')
  })

  it('a stored session of the connected account connects straight to connected', async () => {
    const { config, auth } = tab(channel(), { session: { address: ACCOUNT_A, chainId: 1101 } })
    await settled(auth)
    expect(auth.getState().status).toBe('authenticated')
    await connect(config, { connector: 'io.metamask' })
    expect(config.getState().status).toBe('connected')
  })

  it("another account's session leaves the wallet unauthenticated (and is not ended from here)", async () => {
    const { config, auth, server } = tab(channel(), { session: { address: ACCOUNT_B, chainId: 1101 } })
    await settled(auth)
    await connect(config, { connector: 'io.metamask' })
    expect(config.getState().status).toBe('unauthenticated')
    expect(server.calls.signOut).toBe(0)
  })

  it('ends the session when the wallet disconnects', async () => {
    const { config, auth, server } = tab(channel())
    await settled(auth)
    await connect(config, { connector: 'io.metamask' })
    auth.signedIn({ address: ACCOUNT_A, chainId: 1101 })
    await disconnect(config)
    expect(auth.getState().status).toBe('unauthenticated')
    expect(config.getState().status).toBe('disconnected')
    await vi.waitFor(() => expect(server.calls.signOut).toBe(1))
  })

  it('ends the session when the wallet switches account', async () => {
    const { config, auth, server, wallet } = tab(channel())
    await settled(auth)
    await connect(config, { connector: 'io.metamask' })
    auth.signedIn({ address: ACCOUNT_A, chainId: 1101 })
    expect(config.getState().status).toBe('connected')
    wallet.switchTo(KEY_B)
    await vi.waitFor(() => expect(config.getState().accounts[0]).toBe(ACCOUNT_B))
    expect(auth.getState().status).toBe('unauthenticated')
    expect(config.getState().status).toBe('unauthenticated')
    await vi.waitFor(() => expect(server.calls.signOut).toBe(1))
  })

  it('a late stored-session answer does not undo a newer sign-in', async () => {
    const wallet = signingWallet()
    const config = kitConfig(wallet.provider)
    let answer!: (v: null) => void
    const server = scriptedAdapter()
    const auth = createAuthStore({
      config,
      adapter: { ...server.adapter, getSession: () => new Promise((r) => (answer = r)) },
      channelName: channel(),
    })
    cleanups.push(auth.start())
    auth.signedIn({ address: ACCOUNT_A, chainId: 1101 })
    answer(null)
    await Promise.resolve()
    expect(auth.getState().status).toBe('authenticated')
  })
})

describe('auth store: tabs', () => {
  it('sign-in and sign-out reach another open tab within 1 s', async () => {
    const name = channel()
    const one = tab(name)
    const two = tab(name)
    await Promise.all([settled(one.auth), settled(two.auth)])
    await connect(one.config, { connector: 'io.metamask' })
    await connect(two.config, { connector: 'io.metamask' })
    expect(two.config.getState().status).toBe('unauthenticated')

    one.auth.signedIn({ address: ACCOUNT_A, chainId: 1101 })
    await vi.waitFor(() => expect(two.config.getState().status).toBe('connected'), { timeout: 1_000, interval: 10 })
    expect(two.auth.getState().session).toEqual({ address: ACCOUNT_A, chainId: 1101 })

    await one.auth.signOut()
    await vi.waitFor(() => expect(two.config.getState().status).toBe('unauthenticated'), { timeout: 1_000, interval: 10 })
    expect(two.auth.getState().status).toBe('unauthenticated')
    // Only the tab that signed out calls the server.
    expect(one.server.calls.signOut).toBe(1)
    expect(two.server.calls.signOut).toBe(0)
  })

  it('a tab whose wallet is on another account stays unauthenticated and ends nobody\'s session', async () => {
    const name = channel()
    const one = tab(name)
    const two = tab(name)
    await Promise.all([settled(one.auth), settled(two.auth)])
    await connect(two.config, { connector: 'io.metamask' })
    two.wallet.switchTo(KEY_B)
    await vi.waitFor(() => expect(two.config.getState().accounts[0]).toBe(ACCOUNT_B))
    one.auth.signedIn({ address: ACCOUNT_A, chainId: 1101 })
    await vi.waitFor(() => expect(two.auth.getState().status).toBe('authenticated'), { timeout: 1_000, interval: 10 })
    expect(two.config.getState().status).toBe('unauthenticated')
    expect(two.server.calls.signOut).toBe(0)
    expect(one.auth.getState().status).toBe('authenticated')
  })

  it('a stopped store no longer listens (StrictMode remount restarts it)', async () => {
    const name = channel()
    const one = tab(name)
    const wallet = signingWallet()
    const config = kitConfig(wallet.provider)
    const auth = createAuthStore({ config, adapter: scriptedAdapter().adapter, channelName: name })
    const stop = auth.start()
    stop()
    cleanups.push(auth.start())
    await settled(auth)
    one.auth.signedIn({ address: ACCOUNT_A, chainId: 1101 })
    await vi.waitFor(() => expect(auth.getState().status).toBe('authenticated'), { timeout: 1_000, interval: 10 })
  })
})
