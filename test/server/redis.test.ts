import { createClient } from 'redis'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findFreePort } from '../../scripts/anvil'
import { MAX_SIGNATURE_CHECKS } from '../../lib/server/handlers'
import { NODE_CALLS_PER_CHECK } from '../../lib/server/siwe/verifySignature'
import { errorCode, signInEoa, siweMessage, startTestServer, TestBrowser, type TestServer } from './harness'
import { startRedis, type RedisInstance } from './redisServer'
import { startRpcProxy } from './rpcProxy'

const alice = privateKeyToAccount(generatePrivateKey())
const SECRET = 'test-session-secret-0123456789abcdef'

/**
 * Two server instances behind one (imaginary) load balancer, sharing a real redis-server:
 * the browser keeps one public origin while its requests land on either instance.
 */
describe('nonces in Redis shared by two server instances', () => {
  let redis: RedisInstance
  let a: TestServer
  let b: TestServer
  const origin = 'http://127.0.0.1:4173' // the origin users see, in front of both instances

  beforeAll(async () => {
    redis = await startRedis()
    const env = { REDIS_URL: redis.url, SESSION_SECRET: SECRET, PUBLIC_ORIGIN: origin, VITE_RPC_URL: 'http://127.0.0.1:9' }
    ;[a, b] = await Promise.all([startTestServer(env), startTestServer(env)])
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await redis?.stop()
  })

  /** The same browser (cookie jar) talking to instance A or B. */
  const via = (server: TestServer, browser: TestBrowser): TestBrowser => {
    const b2 = new TestBrowser(server.url, origin)
    for (const [k, v] of browser.cookies) b2.cookies.set(k, v)
    return b2
  }
  const sync = (from: TestBrowser, to: TestBrowser): void => {
    for (const [k, v] of from.cookies) to.cookies.set(k, v)
  }

  it('a nonce issued by A verifies once on B, and never again on either', async () => {
    const onA = new TestBrowser(a.url, origin)
    const message = siweMessage(a, alice.address, await onA.nonce())
    const signature = await alice.signMessage({ message })

    const onB = via(b, onA)
    const first = await onB.verify(message, signature)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ address: alice.address, chainId: 1101 })
    sync(onB, onA)
    // Both instances read the signed cookie (Redis only says whether it was logged out).
    expect((await onA.me()).body).toEqual({ address: alice.address, chainId: 1101 })

    for (const browser of [onA, onB]) {
      const again = await browser.verify(message, signature)
      expect([again.status, errorCode(again)]).toEqual([401, 'invalid_nonce'])
    }
  })

  it('the browser binding holds across instances', async () => {
    const mine = new TestBrowser(a.url, origin)
    const message = siweMessage(a, alice.address, await mine.nonce())
    const stranger = new TestBrowser(b.url, origin)
    await stranger.nonce()
    const res = await stranger.verify(message, await alice.signMessage({ message }))
    expect([res.status, errorCode(res)]).toEqual([401, 'invalid_nonce'])
    // ...and the refusal did not spend it for its rightful browser.
    expect((await via(b, mine).verify(message, await alice.signMessage({ message }))).status).toBe(200)
  })

  it('100 concurrent verifies of one message spread over both instances: exactly 1 success', async () => {
    const browser = new TestBrowser(a.url, origin)
    const message = siweMessage(a, alice.address, await browser.nonce())
    const signature = await alice.signMessage({ message })
    const onB = via(b, browser)
    const started = performance.now()
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? browser : onB).verify(message, signature)))
    const ms = performance.now() - started
    const ok = results.filter((r) => r.status === 200).length
    const spent = results.filter((r) => errorCode(r) === 'invalid_nonce').length
    console.log(`redis store, 2 instances: 100 concurrent verifies -> ${ok} success, ${spent} invalid_nonce in ${ms.toFixed(0)} ms`)
    expect(ok).toBe(1)
    expect(spent).toBe(99)
  })

  it('/nonce writes nothing to Redis; verify records the nonce as spent for the nonce lifetime', async () => {
    const client = createClient({ url: redis.url })
    await client.connect()
    try {
      const browser = new TestBrowser(a.url, origin)
      const before = await client.dbSize()
      const nonce = await browser.nonce()
      expect(await client.dbSize()).toBe(before)
      const message = siweMessage(a, alice.address, nonce)
      expect((await via(b, browser).verify(message, await alice.signMessage({ message }))).status).toBe(200)
      const ttl = await client.pTTL(`mango:siwe:spent:${nonce}`)
      expect(ttl).toBeGreaterThan(590_000)
      expect(ttl).toBeLessThanOrEqual(660_000)
    } finally {
      await client.close()
    }
  })

  it('logout on A revokes the session on B too: a copied cookie answers 401 on both', async () => {
    const onA = new TestBrowser(a.url, origin)
    const { res } = await signInEoa(onA, a, alice)
    expect(res.status).toBe(200)
    // A copy of the cookie (another device, or a stolen one) used through B.
    const copy = via(b, onA)
    expect((await copy.me()).status).toBe(200)
    expect((await onA.logout()).status).toBe(204)
    expect(onA.cookies.has('mango_session')).toBe(false)
    const stale = copy.cookies.get('mango_session') ?? ''
    for (const server of [a, b]) {
      const res = await new TestBrowser(server.url, origin).request('GET', '/api/auth/me', { headers: { cookie: `mango_session=${stale}` } })
      expect([res.status, errorCode(res)]).toEqual([401, 'unauthenticated'])
    }
    // Live sessions are an allow-list: each key lives as long as its session.
    const client = createClient({ url: redis.url })
    await client.connect()
    try {
      const keys = await client.keys('mango:siwe:session:*')
      expect(keys.length).toBeGreaterThan(0)
      const ttl = await client.pTTL(keys[0]!)
      expect(ttl).toBeGreaterThan(86_000_000)
      expect(ttl).toBeLessThanOrEqual(86_400_000)
    } finally {
      await client.close()
    }
    // Signing in again makes a new session that works.
    expect((await signInEoa(onA, a, alice)).res.status).toBe(200)
    expect((await via(b, onA).me()).status).toBe(200)
  })

  it('bad verifies of one nonce spread over both instances: the check bound holds across them', async () => {
    const proxy = await startRpcProxy('http://127.0.0.1:9')
    proxy.up = false // every node request fails: each check is a 503, and still counts
    const env = { REDIS_URL: redis.url, SESSION_SECRET: SECRET, PUBLIC_ORIGIN: origin, VITE_RPC_URL: proxy.url }
    const [c, d] = await Promise.all([startTestServer(env), startTestServer(env)])
    try {
      const browser = new TestBrowser(c.url, origin)
      const message = siweMessage(c, alice.address, await browser.nonce())
      const onD = via(d, browser)
      const results = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? browser : onD).verify(message, `0x${'11'.repeat(65)}`)))
      const codes = results.map(errorCode)
      expect(codes.filter((code) => code === 'node_unavailable').length).toBe(MAX_SIGNATURE_CHECKS)
      expect(codes.filter((code) => code === 'invalid_nonce').length).toBe(200 - MAX_SIGNATURE_CHECKS)
      // Each request may be sent twice (one transport retry).
      expect(proxy.requests).toBeLessThanOrEqual(MAX_SIGNATURE_CHECKS * NODE_CALLS_PER_CHECK * 2)
    } finally {
      await Promise.all([c.close(), d.close()])
      await proxy.close()
    }
  })

  it('Redis down: 503 store_unavailable (retryable), the server keeps running and recovers when Redis is back', async () => {
    let own = await startRedis()
    const s = await startTestServer({ REDIS_URL: own.url, SESSION_SECRET: SECRET, VITE_RPC_URL: 'http://127.0.0.1:9' })
    try {
      const browser = new TestBrowser(s.url)
      expect((await signInEoa(browser, s, alice)).res.status).toBe(200)
      await own.stop()
      const res = await browser.me()
      expect([res.status, errorCode(res), res.headers.get('retry-after')]).toEqual([503, 'store_unavailable', '2'])
      // Restarted without persistence: the session is gone, so the browser is signed out (never in).
      own = await startRedis(own.port)
      await expect.poll(async () => (await browser.me()).status, { timeout: 15_000 }).toBe(401)
      expect((await signInEoa(browser, s, alice)).res.status).toBe(200)
    } finally {
      await s.close()
      await own.stop()
    }
  })

  it('a REDIS_URL that cannot be reached stops the server at start, saying so', async () => {
    const port = await findFreePort()
    await expect(startTestServer({ REDIS_URL: `redis://127.0.0.1:${port}`, VITE_RPC_URL: 'http://127.0.0.1:9' })).rejects.toThrow(
      `Could not connect to Redis at redis://127.0.0.1:${port}`,
    )
  })
})
