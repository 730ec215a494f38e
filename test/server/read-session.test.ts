import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createSiweHandlers, memoryStore, StoreUnavailableError, type SiweStore } from '@porch/kit/server'
import { CHAIN_ID, KitClient, ORIGIN } from './kitHarness'

/** readSession: the session a request carries, as data for a server render (Next.js Server Components). */
const alice = privateKeyToAccount(generatePrivateKey())
// A 1 s deadline: short enough for the hang check below, long enough for a first sign-in
// on a loaded 2-core machine (at 200 ms one answered 503 while the e2e tests ran beside).
const make = (store: SiweStore = memoryStore()) =>
  createSiweHandlers({ origin: ORIGIN, chains: [{ id: CHAIN_ID, rpcUrls: ['http://127.0.0.1:9'] }], secret: 'read-session-test-secret-0123456789abcdef', store, log: () => {}, deadlineMs: 1_000 })
const headersOf = (browser: KitClient) => new Headers({ cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') })

describe('@porch/kit/server: readSession', () => {
  it("reads a signed-in browser's session, null once it logged out, null for no or a forged cookie", async () => {
    const siwe = make()
    const browser = new KitClient(siwe)
    expect(await siwe.readSession({ headers: headersOf(browser) })).toBeNull()
    expect(await browser.signIn(alice)).toBe(200)
    expect(await siwe.readSession({ headers: headersOf(browser) })).toEqual({ address: alice.address, chainId: CHAIN_ID })
    const copied = headersOf(browser)
    await browser.logout()
    expect(await siwe.readSession({ headers: copied })).toBeNull() // the session was deleted, not only the cookie
    expect(await siwe.readSession({ headers: new Headers({ cookie: 'porch_session=a.b' }) })).toBeNull()
  })

  it('a store that fails or hangs reads as signed out, within the deadline', async () => {
    for (const mode of ['fail', 'hang'] as const) {
      const backing = memoryStore()
      let broken = false
      const store = new Proxy(backing, {
        get: (target, name: keyof SiweStore) =>
          name === 'hasSession' && broken
            ? () => (mode === 'hang' ? new Promise(() => {}) : Promise.reject(new StoreUnavailableError('down')))
            : (target[name] as (...a: unknown[]) => unknown).bind(target),
      })
      const siwe = make(store)
      const browser = new KitClient(siwe)
      expect(await browser.signIn(alice)).toBe(200)
      broken = true
      const started = Date.now()
      expect(await siwe.readSession({ headers: headersOf(browser) })).toBeNull()
      expect(Date.now() - started).toBeLessThan(2_000)
    }
  })
})
