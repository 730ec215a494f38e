import { describe, expect, it } from 'vitest'
import { clientKey } from '../../lib/server/clientKey'
import { createTokenBuckets } from '../../lib/server/limiter'
import { errorCode, startTestServer, TestBrowser } from './harness'

describe('token buckets (per client and per prefix)', () => {
  // Each row: the bucket, then requests at times (ms) for one client, and what each got
  // (0 = allowed, n = refused, retry after n seconds).
  const table = [
    { name: 'a burst of 3 passes, the 4th waits a token (1/s)', burst: 3, perMinute: 60, at: [0, 0, 0, 0], expect: [0, 0, 0, 1] },
    { name: 'one token back after 1 s at 60/min', burst: 3, perMinute: 60, at: [0, 0, 0, 0, 1000, 1000], expect: [0, 0, 0, 1, 0, 1] },
    { name: 'slow refill: Retry-After counts the seconds to the next token', burst: 1, perMinute: 2, at: [0, 0, 15_000], expect: [0, 30, 15] },
    { name: 'never more than the burst, however long idle', burst: 2, perMinute: 60, at: [0, 600_000, 600_000, 600_000], expect: [0, 0, 0, 1] },
    { name: 'a client below the rate is never refused', burst: 2, perMinute: 60, at: [0, 1000, 2000, 3000, 4000], expect: [0, 0, 0, 0, 0] },
  ]
  it.each(table)('$name', ({ burst, perMinute, at, expect: expected }) => {
    let t = 0
    const buckets = createTokenBuckets({ now: () => t })
    const got = at.map((time) => {
      t = time
      return buckets.take([{ key: '203.0.113.7', burst, perMinute }])
    })
    expect(got).toEqual(expected)
  })

  it('all or none: a refused request takes no token from the buckets that had one', () => {
    const buckets = createTokenBuckets({ now: () => 0 })
    const wide = { key: 'prefix', burst: 3, perMinute: 1 }
    expect(buckets.take([{ key: 'a', burst: 1, perMinute: 1 }, wide])).toBe(0)
    expect(buckets.take([{ key: 'a', burst: 1, perMinute: 1 }, wide])).toBeGreaterThan(0)
    expect(buckets.take([{ key: 'b', burst: 1, perMinute: 1 }, wide])).toBe(0)
    expect(buckets.take([{ key: 'c', burst: 1, perMinute: 1 }, wide])).toBe(0)
    expect(buckets.take([{ key: 'd', burst: 1, perMinute: 1 }, wide])).toBeGreaterThan(0) // the prefix is spent
  })

  it('a full table forgets its least recently used bucket: newcomers never share one', () => {
    const buckets = createTokenBuckets({ maxBuckets: 100, now: () => 0 })
    const one = (key: string) => [{ key, burst: 1, perMinute: 1 }]
    for (let i = 0; i < 1000; i++) {
      buckets.take(one(`limited-${i}`))
      expect(buckets.take(one(`limited-${i}`))).toBeGreaterThan(0)
    }
    expect(buckets.size).toBe(100)
    expect(['new-1', 'new-2', 'new-3'].map((k) => buckets.take(one(k)))).toEqual([0, 0, 0])
  })
})

describe('client keys', () => {
  it.each([
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::7', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::1]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['203.0.113.7', '203.0.113.7'],
    ['not an address', 'invalid'],
    ['', 'invalid'],
  ])('%s -> %s', (raw, key) => {
    expect(clientKey(raw)).toBe(key)
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
      // /me is not limited.
      expect((await browser.me()).status).toBe(401)
    } finally {
      await server.close()
    }
  })

  it('one IPv6 /64 is one client, whatever address and textual form it uses; an IPv4-mapped address is its IPv4 client', async () => {
    const server = await startTestServer({ SIWE_NONCE_BURST: '3', SIWE_NONCE_PER_MINUTE: '1', CLIENT_IP_HEADER: 'X-Forwarded-For', VITE_RPC_URL: 'http://127.0.0.1:9' })
    try {
      const browser = new TestBrowser(server.url)
      const from = async (ip: string) => (await browser.request('GET', '/api/auth/nonce', { headers: { 'x-forwarded-for': ip } })).status
      expect([await from('2001:db8:7:7::1'), await from('2001:DB8:7:7:ffff::2'), await from('2001:0db8:0007:0007:0:0:0:3')]).toEqual([200, 200, 200])
      expect(await from('2001:db8:7:7:1234:5678:9abc:def0')).toBe(429)
      expect(await from('2001:db8:7:8::1')).toBe(200) // the next /64 is another client
      expect([await from('198.51.100.9'), await from('::ffff:198.51.100.9'), await from('::ffff:c633:6409')]).toEqual([200, 200, 200])
      expect(await from('198.51.100.9')).toBe(429)
    } finally {
      await server.close()
    }
  })

  it('POST /api/auth/verify is rate limited per client too (SIWE_VERIFY_BURST)', async () => {
    const server = await startTestServer({ SIWE_VERIFY_BURST: '3', SIWE_VERIFY_PER_MINUTE: '6', VITE_RPC_URL: 'http://127.0.0.1:9' })
    try {
      const browser = new TestBrowser(server.url)
      const statuses: number[] = []
      for (let i = 0; i < 4; i++) statuses.push((await browser.verify('not a message', '0x00')).status)
      expect(statuses).toEqual([400, 400, 400, 429])
      const limited = await browser.verify('not a message', '0x00')
      expect([errorCode(limited), limited.headers.get('retry-after')]).toEqual(['rate_limited', '10'])
      expect((await browser.request('GET', '/api/auth/nonce')).status).toBe(200) // nonce has its own bucket (off here)
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
