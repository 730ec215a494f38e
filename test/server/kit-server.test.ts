import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createSiweHandlers, memoryStore, StoreUnavailableError, type SiweHandlersOptions, type SiweStore } from '@porch/kit/server'
import { CHAIN_ID, ipv4, KitClient, ORIGIN } from './kitHarness'

const SECRET = 'kit-server-test-secret-0123456789abcdef'
const alice = privateKeyToAccount(generatePrivateKey())
const bob = privateKeyToAccount(generatePrivateKey())

const make = (over: Partial<SiweHandlersOptions> = {}) =>
  createSiweHandlers({ origin: ORIGIN, chains: [{ id: CHAIN_ID, rpcUrls: ['http://127.0.0.1:9'] }], secret: SECRET, store: memoryStore(), log: () => {}, ...over })

/** A clock that stands still (the buckets refill nothing while a flood runs slowly on a busy machine). */
const frozen = (): (() => number) => {
  const t = Date.now()
  return () => t
}

/** A store that records which methods were called. */
function spied(store: SiweStore): { store: SiweStore; calls: string[] } {
  const calls: string[] = []
  const proxy = new Proxy(store, {
    get(target, name: string) {
      const fn = target[name as keyof SiweStore] as (...args: unknown[]) => unknown
      return (...args: unknown[]) => {
        calls.push(name)
        return fn.apply(target, args)
      }
    },
  })
  return { store: proxy, calls }
}

describe('@porch/kit/server: nonces cost nothing until used', () => {
  it('5,000 addresses x 4 nonces store nothing; a fresh browser then signs in', { timeout: 60_000 }, async () => {
    const { store, calls } = spied(memoryStore({ now: frozen() }))
    const handlers = make({ store, limits: { nonce: { burst: 4, perMinute: 4 } } })
    const statuses = new Map<number, number>()
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 5_000; i++) {
        const r = await new KitClient(handlers, ipv4(i)).nonce()
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
      }
    }
    // 20 /24s of 64 nonces each pass; the rest are limited by their /24.
    expect(statuses.get(200)).toBe(20 * 64)
    // /nonce asks the store for rate limits only: nothing is stored per nonce.
    expect(new Set(calls)).toEqual(new Set(['take']))
    const fresh = new KitClient(handlers, '192.0.2.7')
    expect(await fresh.signIn(alice)).toBe(200)
    expect(await fresh.me()).toBe(200)
  })

  it('a nonce is letters and digits only, works once, and only for the browser that fetched it', async () => {
    const handlers = make()
    const browser = new KitClient(handlers)
    const { nonce } = await browser.nonce()
    expect(nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
    const stranger = new KitClient(handlers)
    await stranger.nonce()
    const { createSiweMessage } = await import('viem/siwe')
    const message = createSiweMessage({ domain: '127.0.0.1:4173', uri: ORIGIN, version: '1', chainId: CHAIN_ID, nonce: nonce!, issuedAt: new Date(), address: alice.address })
    const signature = await alice.signMessage({ message })
    expect((await stranger.call('POST', 'verify', { message, signature })).status).toBe(401)
    expect((await browser.call('POST', 'verify', { message, signature })).status).toBe(200)
    expect((await browser.call('POST', 'verify', { message, signature })).status).toBe(401)
  })
})

describe('@porch/kit/server: a limiter no crowd can turn against newcomers', () => {
  it('10,000 limited addresses over a bounded table, then three new clients all get their nonce', { timeout: 60_000 }, async () => {
    const handlers = make({ store: memoryStore({ maxBuckets: 2_000 }), limits: { nonce: { burst: 1, perMinute: 1 } } })
    // Addresses 64 apart: spread over 2,500 /24s, four per /24 (within its budget of 16).
    // Each spends its one token: all 10,000 are limited.
    for (let i = 0; i < 10_000; i++) expect((await new KitClient(handlers, ipv4(i * 64)).nonce()).status).toBe(200)
    expect((await new KitClient(handlers, ipv4(9_999 * 64)).nonce()).status).toBe(429)
    const newcomers = await Promise.all(['198.51.100.1', '198.51.101.1', '198.51.102.1'].map((a) => new KitClient(handlers, a).nonce()))
    expect(newcomers.map((r) => r.status)).toEqual([200, 200, 200])
  })

  it('5,000 /64s of one /48 are limited together; a client from another /48 still gets its nonce', { timeout: 60_000 }, async () => {
    const handlers = make({ store: memoryStore({ now: frozen() }), limits: { nonce: { burst: 2, perMinute: 1 } } })
    const statuses: number[] = []
    for (let i = 0; i < 5_000; i++) statuses.push((await new KitClient(handlers, `2001:db8:42:${i.toString(16)}::1`).nonce()).status)
    // The /48's budget is 16 bursts; the /56s' 4 each: far fewer than 5,000 nonces pass.
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(32)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5_000 - 32)
    expect((await new KitClient(handlers, '2001:db8:43::1').nonce()).status).toBe(200)
    // ...and an IPv4 /24 is one budget too.
    const v4 = await Promise.all(Array.from({ length: 256 }, (_, i) => new KitClient(handlers, `203.0.113.${i}`).nonce().then((r) => r.status)))
    expect(v4.filter((s) => s === 200).length).toBe(32)
  })
})

describe('@porch/kit/server: sessions are an allow-list', () => {
  it('logout deletes the session: the cookie, replayed, is refused; 100,000 more rounds cannot revive it', async () => {
    const store = memoryStore({ maxSessions: 1_000 })
    const handlers = make({ store })
    const browser = new KitClient(handlers)
    expect(await browser.signIn(alice)).toBe(200)
    const stolen = new Map(browser.cookies)
    expect((await browser.logout()).status).toBe(204)
    const thief = new KitClient(handlers)
    for (const [k, v] of stolen) thief.cookies.set(k, v)
    expect(await thief.me()).toBe(401)
    for (let i = 0; i < 100_000; i++) {
      const id = i.toString(16).padStart(32, '0')
      await store.addSession({ id, address: `0x${(i % 5_000).toString(16).padStart(40, '0')}`, expiresAt: Date.now() + 60_000 }, 10)
      await store.deleteSession(id, `0x${(i % 5_000).toString(16).padStart(40, '0')}`)
    }
    expect(await thief.me()).toBe(401)
  })

  it('300 addresses signing in and out twice (more than the store holds) leave room: a fresh browser signs in, an earlier logout stays logged out', { timeout: 60_000 }, async () => {
    const handlers = make({ store: memoryStore({ maxSessions: 200 }), limits: { verify: { burst: 0, perMinute: 1 }, nonce: { burst: 0, perMinute: 1 } } })
    const accounts = Array.from({ length: 300 }, () => privateKeyToAccount(generatePrivateKey()))
    const first = new KitClient(handlers)
    expect(await first.signIn(alice)).toBe(200)
    const earlier = new Map(first.cookies)
    await first.logout()
    for (let round = 0; round < 2; round++) {
      for (const account of accounts) {
        const c = new KitClient(handlers)
        expect(await c.signIn(account)).toBe(200)
        expect((await c.logout()).status).toBe(204)
      }
    }
    expect(await new KitClient(handlers).signIn(bob)).toBe(200)
    const replay = new KitClient(handlers)
    for (const [k, v] of earlier) replay.cookies.set(k, v)
    expect(await replay.me()).toBe(401)
  })

  it('addresses whose sessions expired leave nothing behind: 100,000 one-time addresses through a 1,000-session store', async () => {
    let t = Date.now()
    const store = memoryStore({ maxSessions: 1_000, now: () => t })
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    const heap = (): number => {
      gc()
      gc()
      return process.memoryUsage().heapUsed
    }
    const before = heap()
    for (let i = 0; i < 100_000; i++) {
      await store.addSession({ id: i.toString(16).padStart(32, '0'), address: `0x${i.toString(16).padStart(40, '0')}`, expiresAt: t + 1_000 }, 10)
      if (i % 1_000 === 999) t += 2_000 // the last thousand expire: the next one swept finds room
    }
    // Leaking one address entry per sign-in would keep ~100,000 of them (well over 10 MB).
    expect(heap() - before).toBeLessThan(4 * 1024 * 1024)
    // (The store is still in use here, so the measure above could not collect it whole.)
    await store.addSession({ id: 'f'.repeat(32), address: `0x${'f'.repeat(40)}`, expiresAt: t + 1_000 }, 10)
    expect(await store.hasSession('f'.repeat(32))).toBe(true)
  })

  it('an address keeps at most `sessionsPerAddress` live sessions: the oldest ends', async () => {
    const handlers = make({ limits: { sessionsPerAddress: 3 } })
    const browsers = Array.from({ length: 4 }, () => new KitClient(handlers))
    for (const b of browsers) expect(await b.signIn(alice)).toBe(200)
    expect(await Promise.all(browsers.map((b) => b.me()))).toEqual([401, 200, 200, 200])
  })

  it('a full store refuses a sign-in with 503 and a sentence, and forgets nothing', async () => {
    const handlers = make({ store: memoryStore({ maxSessions: 2 }) })
    const [a, b, c] = [new KitClient(handlers), new KitClient(handlers), new KitClient(handlers)]
    expect(await a.signIn(alice)).toBe(200)
    expect(await b.signIn(bob)).toBe(200)
    const { nonce } = await c.nonce()
    const { createSiweMessage } = await import('viem/siwe')
    const carol = privateKeyToAccount(generatePrivateKey())
    const message = createSiweMessage({ domain: '127.0.0.1:4173', uri: ORIGIN, version: '1', chainId: CHAIN_ID, nonce: nonce!, issuedAt: new Date(), address: carol.address })
    const res = await c.call('POST', 'verify', { message, signature: await carol.signMessage({ message }) })
    expect(res.status).toBe(503)
    expect(res.body).toEqual({ error: 'store_full', message: expect.stringMatching(/full/) })
    expect([await a.me(), await b.me(), await c.me()]).toEqual([200, 200, 401])
  })

  it('a cookie is accepted only as issued: another spelling of the same bytes is refused', async () => {
    const handlers = make()
    const browser = new KitClient(handlers)
    expect(await browser.signIn(alice)).toBe(200)
    const cookie = browser.cookies.get('porch_session')!
    const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    // The last character of a 32-byte MAC carries 2 unused low bits: flip one.
    const last = cookie.at(-1)!
    const respelled = cookie.slice(0, -1) + B64[B64.indexOf(last) ^ 1]
    expect(Buffer.from(respelled.split('.')[1]!, 'base64url')).toEqual(Buffer.from(cookie.split('.')[1]!, 'base64url'))
    browser.cookies.set('porch_session', respelled)
    expect(await browser.me()).toBe(401)
    browser.cookies.set('porch_session', cookie)
    expect(await browser.me()).toBe(200)
  })

  it('several secrets: the first signs, every one verifies (rotation signs nobody out)', async () => {
    const store = memoryStore()
    const NEW = 'the-new-secret-0123456789abcdefghijkl'
    const old = make({ store })
    const browser = new KitClient(old)
    expect(await browser.signIn(alice)).toBe(200)
    const { nonce: oldNonce } = await browser.nonce()
    const rotated = make({ store, secret: [NEW, SECRET] })
    const moved = new KitClient(rotated)
    for (const [k, v] of browser.cookies) moved.cookies.set(k, v)
    expect(await moved.me()).toBe(200)
    // A nonce of the old secret still verifies after the rotation.
    const { createSiweMessage } = await import('viem/siwe')
    const message = createSiweMessage({ domain: '127.0.0.1:4173', uri: ORIGIN, version: '1', chainId: CHAIN_ID, nonce: oldNonce!, issuedAt: new Date(), address: bob.address })
    expect((await moved.call('POST', 'verify', { message, signature: await bob.signMessage({ message }) })).status).toBe(200)
    // New cookies are signed with the new secret only.
    const onlyNew = new KitClient(make({ store, secret: NEW }))
    for (const [k, v] of moved.cookies) onlyNew.cookies.set(k, v)
    expect(await onlyNew.me()).toBe(200)
    const stale = new KitClient(make({ store, secret: NEW }))
    await stale.signIn(alice)
    for (const [k, v] of browser.cookies) stale.cookies.set(k, v)
    expect(await stale.me()).toBe(401)
  })
})

describe('@porch/kit/server: failures sign people out, never in, and never hang', () => {
  /** A store whose every call waits forever (a paused Redis without deadlines) or fails. */
  const broken = (mode: 'hang' | 'fail'): SiweStore =>
    new Proxy({} as SiweStore, {
      get: () => () => (mode === 'hang' ? new Promise(() => {}) : Promise.reject(new StoreUnavailableError('down'))),
    })

  it('logout always clears the cookie, and says 503 only when the record could not be deleted', async () => {
    const store = memoryStore()
    const browser = new KitClient(make({ store }))
    expect(await browser.signIn(alice)).toBe(200)
    const cookies = new Map(browser.cookies)
    const during = new KitClient(make({ store: broken('fail') }))
    for (const [k, v] of cookies) during.cookies.set(k, v)
    const res = await during.logout()
    expect(res.status).toBe(503)
    expect(res.body).toEqual({ error: 'store_unavailable', message: expect.stringMatching(/\S/) })
    expect(res.setCookies.some((c) => /^porch_session=; .*Max-Age=0/.test(c))).toBe(true)
  })

  it('every endpoint answers within 2 s (503 timeout) when the store never does', async () => {
    const handlers = make({ store: broken('hang'), secret: SECRET })
    const signedIn = new KitClient(make())
    await signedIn.signIn(alice)
    const client = new KitClient(handlers)
    for (const [k, v] of signedIn.cookies) client.cookies.set(k, v)
    const started = performance.now()
    const results = await Promise.all([client.nonce(), client.call('POST', 'verify', { message: 'x', signature: '0x' }), client.call('GET', 'me'), client.logout()])
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(results.map((r) => r.status)).toEqual([503, 503, 503, 503])
  })
})
