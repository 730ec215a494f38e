import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { signInEoa, siweMessage, startTestServer, TestBrowser } from './harness'

const alice = privateKeyToAccount(generatePrivateKey())
const MINUTE = 60_000

describe('session cookie variants', () => {
  const cases = [
    {
      name: 'https origin: Secure, __Host- name, SameSite=Lax',
      env: { PUBLIC_ORIGIN: 'https://mango.example', SESSION_SECRET: 'x'.repeat(32) },
      cookie: /^__Host-mango_session=[\w-]+\.[\w-]+; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax; Secure$/,
    },
    {
      name: 'SESSION_COOKIE=iframe (the site inside the Safe app): SameSite=None; Secure; Partitioned',
      env: { PUBLIC_ORIGIN: 'https://mango.example', SESSION_SECRET: 'x'.repeat(32), SESSION_COOKIE: 'iframe' },
      cookie: /^__Host-mango_session=[\w-]+\.[\w-]+; Path=\/; Max-Age=86400; HttpOnly; SameSite=None; Secure; Partitioned$/,
    },
  ]
  it.each(cases)('$name', async ({ env, cookie }) => {
    const server = await startTestServer({ ...env, VITE_RPC_URL: 'http://127.0.0.1:9' })
    try {
      // The origin users see is https://mango.example (a TLS proxy in front): the browser sends it.
      const browser = new TestBrowser(server.url, 'https://mango.example')
      const { res } = await signInEoa(browser, server, alice)
      expect(res.status).toBe(200)
      expect(res.headers.getSetCookie().find((c) => c.includes('mango_session='))).toMatch(cookie)
      expect((await browser.me()).body).toEqual({ address: alice.address, chainId: 1101 })
      expect((await browser.logout()).status).toBe(204)
      expect((await browser.me()).status).toBe(401)
    } finally {
      await server.close()
    }
  })

  it('a session signed for another chain is not accepted after the site moves', async () => {
    const secret = { SESSION_SECRET: 'y'.repeat(32), VITE_RPC_URL: 'http://127.0.0.1:9' }
    const first = await startTestServer({ ...secret, VITE_CHAIN_ID: '1101' })
    const browser = new TestBrowser(first.url)
    await signInEoa(browser, first, alice)
    await first.close()
    const moved = await startTestServer({ ...secret, VITE_CHAIN_ID: '1' })
    try {
      expect((await new TestBrowser(moved.url).request('GET', '/api/auth/me', { headers: { cookie: `mango_session=${browser.cookies.get('mango_session')}` } })).status).toBe(401)
    } finally {
      await moved.close()
    }
  })
})

describe('sign-in API limits', () => {
  it('SIWE_NONCE_TTL sets the nonce lifetime and the oldest accepted issued-at', async () => {
    const server = await startTestServer({ SIWE_NONCE_TTL: '2h', VITE_RPC_URL: 'http://127.0.0.1:9' })
    try {
      const browser = new TestBrowser(server.url)
      const before = Date.now()
      const res = await browser.request('GET', '/api/auth/nonce')
      // The binding cookie outlives the EOA window: a Safe may take up to SIWE_CONTRACT_NONCE_TTL.
      expect(res.headers.getSetCookie()[0]).toContain('Max-Age=86400')
      // The answer says when the nonce expires (ISO 8601), so the client's message ends with it.
      const { expiresAt } = res.body as { expiresAt: string }
      expect(expiresAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
      expect(Date.parse(expiresAt)).toBeGreaterThanOrEqual(before + 2 * 60 * MINUTE)
      expect(Date.parse(expiresAt)).toBeLessThanOrEqual(Date.now() + 2 * 60 * MINUTE)
      const nonce = (res.body as { nonce: string }).nonce
      // A Safe whose co-owners took 90 minutes: still accepted.
      const message = siweMessage(server, alice.address, nonce)
      server.advanceNonceClock(90 * MINUTE)
      expect((await browser.verify(message, await alice.signMessage({ message }))).status).toBe(200)
    } finally {
      await server.close()
    }
  })
})
