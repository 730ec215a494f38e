import { promisify } from 'node:util'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCode, signInEoa, startTestServer, TestBrowser, type ApiResponse, type TestServer } from './harness'
import { startRedis, type RedisInstance } from './redisServer'

const alice = privateKeyToAccount(generatePrivateKey())
const SECRET = 'redis-outage-test-secret-0123456789abcdef'
const origin = 'http://127.0.0.1:4173'

describe('Redis that stops answering: fast and closed, then recovery', () => {
  let redis: RedisInstance
  let server: TestServer

  beforeAll(async () => {
    redis = await startRedis()
    server = await startTestServer({ REDIS_URL: redis.url, SESSION_SECRET: SECRET, PUBLIC_ORIGIN: origin, VITE_RPC_URL: 'http://127.0.0.1:9', SIWE_NONCE_BURST: '1000', SIWE_VERIFY_BURST: '1000' })
  })
  afterAll(async () => {
    redis?.resume()
    await server?.close()
    await redis?.stop()
  })

  it('a paused redis-server (SIGSTOP): all four endpoints answer 503 within 2 s; resumed, the API recovers with no socket pile-up', async () => {
    const browser = new TestBrowser(server.url, origin)
    expect((await signInEoa(browser, server, alice)).res.status).toBe(200)
    const cookie = browser.cookies.get('mango_session')!
    redis.pause()
    try {
      // 3 rounds of all four endpoints at once, each from its own copy of the browser.
      const results = await Promise.all(
        Array.from({ length: 3 }, async () => {
          const b = new TestBrowser(server.url, origin)
          b.cookies.set('mango_session', cookie)
          const timed = async (send: () => Promise<ApiResponse>) => {
            const started = performance.now()
            const res = await send()
            return { res, ms: performance.now() - started }
          }
          return Promise.all([timed(() => b.request('GET', '/api/auth/nonce')), timed(() => b.verify('not a message', '0x')), timed(() => b.me()), timed(() => b.logout())])
        }),
      )
      for (const round of results) {
        const [nonce, verify, me, logout] = round
        expect([nonce!.res.status, verify!.res.status, me!.res.status, logout!.res.status]).toEqual([503, 503, 503, 503])
        expect(errorCode(me!.res)).toMatch(/^(store_unavailable|timeout)$/)
        expect((me!.res.body as { message: string }).message).toMatch(/\S+ \S+/)
        // Logout clears the browser's cookie even when the server could not record it.
        expect(logout!.res.headers.getSetCookie().some((c) => /^mango_session=; .*Max-Age=0/.test(c))).toBe(true)
        for (const r of round) expect(r.ms).toBeLessThan(2_000)
      }
      // Every request was answered: no socket waits on Redis (12 clients, plus the first browser's keep-alive).
      const sockets = await promisify(server.server.getConnections.bind(server.server))()
      expect(sockets).toBeLessThanOrEqual(13)
    } finally {
      redis.resume()
    }
    // Back by itself. The logouts sent during the pause may still reach Redis: the session
    // ends (out, never in), and a new sign-in works.
    await expect.poll(async () => (await browser.request('GET', '/api/auth/nonce')).status, { timeout: 10_000, interval: 200 }).toBe(200)
    expect((await signInEoa(browser, server, alice)).res.status).toBe(200)
    expect((await browser.me()).status).toBe(200)
  })

  it('logout, then Redis restarted without persistence: the old cookie gets 401 (sessions are an allow-list)', async () => {
    const own = await startRedis()
    const s = await startTestServer({ REDIS_URL: own.url, SESSION_SECRET: SECRET, PUBLIC_ORIGIN: origin, VITE_RPC_URL: 'http://127.0.0.1:9' })
    let restarted: RedisInstance | undefined
    try {
      const browser = new TestBrowser(s.url, origin)
      expect((await signInEoa(browser, s, alice)).res.status).toBe(200)
      const copy = browser.cookies.get('mango_session')!
      expect((await browser.logout()).status).toBe(204)
      await own.stop()
      restarted = await startRedis(own.port)
      const replay = new TestBrowser(s.url, origin)
      replay.cookies.set('mango_session', copy)
      await expect.poll(async () => (await replay.me()).status, { timeout: 10_000, interval: 200 }).toBe(401)
    } finally {
      await s.close()
      await restarted?.stop()
      await own.stop()
    }
  })
})

describe('several instances on one Redis share the per-client limits', () => {
  let redis: RedisInstance
  let a: TestServer
  let b: TestServer
  beforeAll(async () => {
    redis = await startRedis()
    const env = { REDIS_URL: redis.url, SESSION_SECRET: SECRET, PUBLIC_ORIGIN: origin, VITE_RPC_URL: 'http://127.0.0.1:9', CLIENT_IP_HEADER: 'X-Forwarded-For' }
    ;[a, b] = await Promise.all([startTestServer({ ...env, SIWE_NONCE_BURST: '4', SIWE_NONCE_PER_MINUTE: '1' }), startTestServer({ ...env, SIWE_NONCE_BURST: '4', SIWE_NONCE_PER_MINUTE: '1' })])
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await redis?.stop()
  })

  it('a client alternating between two instances gets one budget, not two', async () => {
    const from = (server: TestServer, ip: string) => new TestBrowser(server.url, origin).request('GET', '/api/auth/nonce', { headers: { 'x-forwarded-for': ip } })
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) statuses.push((await from(i % 2 ? b : a, '203.0.113.50')).status)
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429])
    expect((await from(b, '198.51.100.50')).status).toBe(200) // another client is untouched
  })
})
