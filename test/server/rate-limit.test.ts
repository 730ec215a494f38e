import { describe, expect, it } from 'vitest'
import { createRateLimiter } from '../../src/server/rateLimit'
import { errorCode, startTestServer, TestBrowser } from './harness'

describe('nonce rate limiter (token bucket per client)', () => {
  // Each row: the bucket, then requests at times (ms) for one client, and what each got
  // (0 = allowed, n = refused, retry after n seconds).
  const table = [
    { name: 'a burst of 3 passes, the 4th waits a token (1/s)', burst: 3, perMinute: 60, at: [0, 0, 0, 0], expect: [0, 0, 0, 1] },
    { name: 'one token back after 1 s at 60/min', burst: 3, perMinute: 60, at: [0, 0, 0, 0, 1000, 1000], expect: [0, 0, 0, 1, 0, 1] },
    { name: 'slow refill: Retry-After counts the seconds to the next token', burst: 1, perMinute: 2, at: [0, 0, 10_000], expect: [0, 30, 20] },
    { name: 'never more than the burst, however long idle', burst: 2, perMinute: 60, at: [0, 600_000, 600_000, 600_000], expect: [0, 0, 0, 1] },
    { name: 'a client below the rate is never refused', burst: 2, perMinute: 60, at: [0, 1000, 2000, 3000, 4000], expect: [0, 0, 0, 0, 0] },
  ]
  it.each(table)('$name', ({ burst, perMinute, at, expect: expected }) => {
    let t = 0
    const limiter = createRateLimiter({ burst, perMinute, now: () => t })
    const got = at.map((time) => {
      t = time
      return limiter.take('203.0.113.7')
    })
    expect(got).toEqual(expected)
  })

  it('clients have their own buckets, and the map stays bounded (refilled buckets go first, then the oldest)', () => {
    let t = 0
    const limiter = createRateLimiter({ burst: 1, perMinute: 60, maxClients: 3, now: () => t })
    expect(['a', 'b', 'c'].map((k) => limiter.take(k))).toEqual([0, 0, 0])
    expect(limiter.take('a')).toBe(1) // a is limited, b and c too
    expect(limiter.take('d')).toBe(0) // full: no bucket has refilled, so the oldest (a) goes
    expect(limiter.size).toBe(3)
    t = 5000 // b, c, d refilled: dropped to make room, all at once
    expect(limiter.take('e')).toBe(0)
    expect(limiter.size).toBe(1)
    for (let i = 0; i < 10_000; i++) limiter.take(`client-${i}`)
    expect(limiter.size).toBe(3)
  })
})

describe('GET /api/auth/nonce rate limit', () => {
  it('429 {"error":"rate_limited"} with Retry-After past the burst; another client (CLIENT_IP_HEADER) is not affected', async () => {
    const server = await startTestServer({ SIWE_NONCE_BURST: '3', SIWE_NONCE_PER_MINUTE: '6', CLIENT_IP_HEADER: 'X-Forwarded-For', VITE_RPC_URL: 'http://127.0.0.1:9' })
    try {
      const browser = new TestBrowser(server.url)
      const from = (ip: string) => browser.request('GET', '/api/auth/nonce', { headers: { 'x-forwarded-for': `198.51.100.1, ${ip}` } })
      for (let i = 0; i < 3; i++) expect((await from('203.0.113.7')).status).toBe(200)
      const limited = await from('203.0.113.7')
      expect(limited.status).toBe(429)
      expect(errorCode(limited)).toBe('rate_limited')
      expect(limited.body).toEqual({ error: 'rate_limited', message: expect.stringMatching(/try again in \d+ s/) })
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(9)
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(10)
      // The proxy's last entry is the client: the same first entry with another client passes.
      expect((await from('203.0.113.8')).status).toBe(200)
      // Verify and the other endpoints are not limited.
      expect((await browser.me()).status).toBe(401)
    } finally {
      await server.close()
    }
  })

  it('without CLIENT_IP_HEADER the socket address counts (a spoofed X-Forwarded-For does not escape); on by default', async () => {
    const server = await startTestServer({ SIWE_NONCE_BURST: '', VITE_RPC_URL: 'http://127.0.0.1:9' })
    try {
      expect(server.config.nonceRate).toEqual({ burst: 20, perMinute: 20 })
      const browser = new TestBrowser(server.url)
      const statuses: number[] = []
      for (let i = 0; i < 21; i++) statuses.push((await browser.request('GET', '/api/auth/nonce', { headers: { 'x-forwarded-for': `203.0.113.${i}` } })).status)
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
      expect(statuses[20]).toBe(429)
    } finally {
      await server.close()
    }
  })
})
