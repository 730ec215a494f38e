import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../scripts/anvil'
import { MAX_BODY_BYTES } from '../../lib/server/http'
import { errorCode, signInEoa, siweMessage, startTestServer, TestBrowser, type TestServer } from './harness'

const alice = privateKeyToAccount(generatePrivateKey())
const mallory = privateKeyToAccount(generatePrivateKey())
const MINUTE = 60_000

describe('sign-in API (EOA)', () => {
  let anvil: AnvilInstance
  let server: TestServer

  beforeAll(async () => {
    // A wrong EOA signature could still be a contract wallet's, so the server asks the node.
    anvil = await startAnvil()
    server = await startTestServer({ VITE_RPC_URL: anvil.rpcUrl, VITE_CHAIN_ID: '1101' })
  })
  afterAll(async () => {
    await server?.close()
    await anvil?.stop()
  })

  it('a valid EOA sign-in creates a session that /me returns, logout ends it', async () => {
    const browser = new TestBrowser(server.url)
    expect((await browser.me()).status).toBe(401)
    const { res } = await signInEoa(browser, server, alice)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ address: alice.address, chainId: 1101 })
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('mango_session='))
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).toMatch(/; Max-Age=86400/)
    expect(cookie).not.toMatch(/Secure/) // http origin
    expect(server.signIns.at(-1)).toEqual({ address: alice.address, kind: 'eoa' })

    const me = await browser.me()
    expect(me.status).toBe(200)
    expect(me.body).toEqual({ address: alice.address, chainId: 1101 })

    // Logout only from the site's own origin.
    const foreign = await browser.logout({ origin: 'https://evil.example' })
    expect([foreign.status, errorCode(foreign)]).toEqual([403, 'foreign_origin'])
    const none = await browser.logout({ origin: null })
    expect([none.status, errorCode(none)]).toEqual([403, 'foreign_origin'])
    expect((await browser.me()).status).toBe(200)

    const copied = browser.cookies.get('mango_session') ?? ''
    const out = await browser.logout()
    expect(out.status).toBe(204)
    const after = await browser.me()
    expect([after.status, errorCode(after)]).toEqual([401, 'unauthenticated'])
    // A copy of the cookie kept elsewhere is revoked too (it is still signed and unexpired).
    const replay = await new TestBrowser(server.url).request('GET', '/api/auth/me', { headers: { cookie: `mango_session=${copied}` } })
    expect([replay.status, errorCode(replay)]).toEqual([401, 'unauthenticated'])
  })

  it('a forged or tampered session cookie is not a session', async () => {
    const browser = new TestBrowser(server.url)
    await signInEoa(browser, server, alice)
    const token = browser.cookies.get('mango_session') ?? ''
    const [payload = '', mac = ''] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ a: mallory.address, c: 1101, e: Date.now() + MINUTE })).toString('base64url')
    browser.cookies.set('mango_session', `${forged}.${mac}`)
    expect((await browser.me()).status).toBe(401)
    browser.cookies.set('mango_session', `${payload}.${mac.slice(0, -2)}AA`)
    expect((await browser.me()).status).toBe(401)
  })

  type Case = {
    name: string
    code: string
    status: number
    run: (browser: TestBrowser) => Promise<{ status: number; body: unknown }>
  }
  const signed = async (browser: TestBrowser, override: Parameters<typeof siweMessage>[3] = {}, edit: (m: string) => string = (m) => m) => {
    const message = edit(siweMessage(server, alice.address, await browser.nonce(), override))
    return browser.verify(message, await alice.signMessage({ message }))
  }
  const now = () => Date.now()

  const refusals: Case[] = [
    { name: 'domain of another site', code: 'wrong_domain', status: 400, run: (b) => signed(b, { domain: 'evil.example' }) },
    { name: 'domain with another port', code: 'wrong_domain', status: 400, run: (b) => signed(b, { domain: '127.0.0.1:1' }) },
    { name: 'scheme other than the site\'s', code: 'wrong_domain', status: 400, run: (b) => signed(b, { scheme: 'https' }) },
    { name: 'URI on another origin', code: 'wrong_uri', status: 400, run: (b) => signed(b, { uri: 'https://evil.example/login' }) },
    { name: 'URI on the site host but https', code: 'wrong_uri', status: 400, run: (b) => signed(b, { uri: server.config.publicOrigin.origin.replace('http:', 'https:') }) },
    { name: 'another chain id', code: 'wrong_chain', status: 400, run: (b) => signed(b, { chainId: 1 }) },
    { name: 'version other than 1', code: 'unsupported_version', status: 400, run: (b) => signed(b, {}, (m) => m.replace('\nVersion: 1\n', '\nVersion: 2\n')) },
    { name: 'issued-at beyond 60 s in the future', code: 'issued_in_future', status: 400, run: (b) => signed(b, { issuedAt: new Date(now() + 2 * MINUTE), expirationTime: new Date(now() + 20 * MINUTE) }) },
    { name: 'issued-at older than the nonce lifetime', code: 'message_too_old', status: 400, run: (b) => signed(b, { issuedAt: new Date(now() - 11 * MINUTE), expirationTime: new Date(now() + MINUTE) }) },
    { name: 'expired message', code: 'message_expired', status: 400, run: (b) => signed(b, { expirationTime: new Date(now() - 1000) }) },
    { name: 'not-yet-valid message', code: 'message_not_yet_valid', status: 400, run: (b) => signed(b, { notBefore: new Date(now() + 5 * MINUTE) }) },
    {
      name: 'unknown nonce',
      code: 'invalid_nonce',
      status: 401,
      run: async (b) => {
        await b.nonce() // the browser has a binding cookie, just not this nonce
        const message = siweMessage(server, alice.address, 'a'.repeat(32))
        return b.verify(message, await alice.signMessage({ message }))
      },
    },
    {
      name: 'expired nonce',
      code: 'invalid_nonce',
      status: 401,
      run: async (b) => {
        // No expiration time in the message: the nonce's own age must refuse it.
        const message = siweMessage(server, alice.address, await b.nonce(), { expirationTime: undefined })
        server.advanceNonceClock(10 * MINUTE + 1000)
        try {
          return await b.verify(message, await alice.signMessage({ message }))
        } finally {
          server.advanceNonceClock(-(10 * MINUTE + 1000))
        }
      },
    },
    {
      name: 'spent nonce (replay of a successful sign-in)',
      code: 'invalid_nonce',
      status: 401,
      run: async (b) => {
        const first = await signInEoa(b, server, alice)
        expect(first.res.status).toBe(200)
        b.cookies.delete('mango_session') // forget the session; the replay must not make one
        return b.verify(first.message, first.signature)
      },
    },
    {
      name: 'nonce fetched by another browser',
      code: 'invalid_nonce',
      status: 401,
      run: async (b) => {
        const other = new TestBrowser(server.url)
        const message = siweMessage(server, alice.address, await other.nonce())
        await b.nonce()
        return b.verify(message, await alice.signMessage({ message }))
      },
    },
    {
      name: 'nonce sent without the binding cookie',
      code: 'invalid_nonce',
      status: 401,
      run: async (b) => {
        const message = siweMessage(server, alice.address, await b.nonce())
        b.cookies.clear()
        return b.verify(message, await alice.signMessage({ message }))
      },
    },
    {
      name: 'signature by another key',
      code: 'invalid_signature',
      status: 401,
      run: async (b) => {
        const message = siweMessage(server, alice.address, await b.nonce())
        return b.verify(message, await mallory.signMessage({ message }))
      },
    },
    {
      name: 'signature of another message',
      code: 'invalid_signature',
      status: 401,
      run: async (b) => {
        const message = siweMessage(server, alice.address, await b.nonce())
        return b.verify(message, await alice.signMessage({ message: `${message} ` }))
      },
    },
    {
      name: 'garbage signature bytes',
      code: 'invalid_signature',
      status: 401,
      run: async (b) => b.verify(siweMessage(server, alice.address, await b.nonce()), `0x${'11'.repeat(65)}`),
    },
    { name: 'not a SIWE message', code: 'invalid_message', status: 400, run: async (b) => b.verify('hello', `0x${'11'.repeat(65)}`) },
    {
      name: 'address in mixed case but not its EIP-55 checksum',
      code: 'invalid_message',
      status: 400,
      // One letter's case flipped: still mixed case, no longer the checksum.
      run: (b) => signed(b, {}, (m) => m.replace(alice.address, alice.address.replace(/[a-fA-F]/, (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())))),
    },
    {
      name: 'extra text after the message',
      code: 'invalid_message',
      status: 400,
      run: (b) => signed(b, {}, (m) => `${m}\nPlease also transfer everything`),
    },
    { name: 'verify from a foreign Origin', code: 'foreign_origin', status: 403, run: async (b) => b.verify('x', '0x00', { origin: 'https://evil.example' }) },
    { name: 'malformed JSON', code: 'malformed_json', status: 400, run: (b) => b.request('POST', '/api/auth/verify', { body: '{"message": ', headers: { 'content-type': 'application/json' } }) },
    { name: 'JSON without the fields', code: 'invalid_request', status: 400, run: (b) => b.request('POST', '/api/auth/verify', { body: '[1,2]', headers: { 'content-type': 'application/json' } }) },
    { name: 'signature not hex', code: 'invalid_request', status: 400, run: (b) => b.verify('x', 'zz' as Hex) },
    { name: 'not JSON content type', code: 'unsupported_media_type', status: 415, run: (b) => b.request('POST', '/api/auth/verify', { body: 'message=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }) },
    {
      name: `body over ${MAX_BODY_BYTES} bytes`,
      code: 'body_too_large',
      status: 413,
      run: (b) => b.request('POST', '/api/auth/verify', { body: JSON.stringify({ message: 'x'.repeat(MAX_BODY_BYTES), signature: '0x' }), headers: { 'content-type': 'application/json' } }),
    },
    { name: 'GET on verify', code: 'method_not_allowed', status: 405, run: (b) => b.request('GET', '/api/auth/verify') },
    { name: 'unknown API path', code: 'not_found', status: 404, run: (b) => b.request('GET', '/api/auth/nonces') },
    { name: '/me without a session', code: 'unauthenticated', status: 401, run: (b) => b.me() },
  ]

  it.each(refusals)('refuses $name: $status $code', async ({ code, status, run }) => {
    const browser = new TestBrowser(server.url)
    const res = await run(browser)
    expect(res.status).toBe(status)
    expect(res.body).toEqual({ error: code, message: expect.stringMatching(/\S/) })
    expect((await browser.me()).status).toBe(401) // and no session came of it
  })

  it('a message signed within the clock skew (issued 30 s ahead) is accepted', async () => {
    const browser = new TestBrowser(server.url)
    const res = await signed(browser, { issuedAt: new Date(now() + 30_000) })
    expect(res.status).toBe(200)
  })

  it('two tabs of one browser can each sign in with their own nonce', async () => {
    const browser = new TestBrowser(server.url)
    const m1 = siweMessage(server, alice.address, await browser.nonce())
    const m2 = siweMessage(server, alice.address, await browser.nonce())
    expect((await browser.verify(m2, await alice.signMessage({ message: m2 }))).status).toBe(200)
    expect((await browser.verify(m1, await alice.signMessage({ message: m1 }))).status).toBe(200)
  })

  it('a nonce refused for a bad signature stays usable for the right one', async () => {
    const browser = new TestBrowser(server.url)
    const message = siweMessage(server, alice.address, await browser.nonce())
    expect(errorCode(await browser.verify(message, await mallory.signMessage({ message })))).toBe('invalid_signature')
    expect((await browser.verify(message, await alice.signMessage({ message }))).status).toBe(200)
  })

  it('100 concurrent verifies of one signed message: exactly 1 success', async () => {
    const browser = new TestBrowser(server.url)
    const message = siweMessage(server, alice.address, await browser.nonce())
    const signature = await alice.signMessage({ message })
    const before = server.signIns.length
    const started = performance.now()
    const results = await Promise.all(Array.from({ length: 100 }, () => browser.verify(message, signature)))
    const ms = performance.now() - started
    const ok = results.filter((r) => r.status === 200)
    const refused = results.filter((r) => r.status === 401 && errorCode(r) === 'invalid_nonce')
    console.log(`memory store: 100 concurrent verifies -> ${ok.length} success, ${refused.length} invalid_nonce in ${ms.toFixed(0)} ms`)
    expect(ok.length).toBe(1)
    expect(refused.length).toBe(99)
    expect(server.signIns.length - before).toBe(1)
  })

  it('nonces: hex (issue time, 96 random bits, MAC), never repeated, the random parts of two consecutive ones share no 8-character substring', async () => {
    const browser = new TestBrowser(server.url)
    // The first 12 characters are the issue time (ms), shared by nonces of one millisecond.
    const nonces = (await Promise.all(Array.from({ length: 200 }, () => browser.nonce()))).map((n) => n.slice(12))
    expect(new Set(nonces).size).toBe(nonces.length)
    for (const n of nonces) expect(n).toMatch(/^[0-9a-f]{56}$/)
    const shared = (a: string, b: string): string | undefined => {
      for (let i = 0; i + 8 <= a.length; i++) if (b.includes(a.slice(i, i + 8))) return a.slice(i, i + 8)
      return undefined
    }
    const a = (await browser.nonce()).slice(12)
    const b = (await browser.nonce()).slice(12)
    expect(shared(a, b)).toBeUndefined()
    for (let i = 1; i < nonces.length; i++) expect(shared(nonces[i - 1] ?? '', nonces[i] ?? '')).toBeUndefined()
  })

  it('the nonce cookie binds the browser: HttpOnly, SameSite=Lax, lives as long as a contract\'s nonce, reused across nonces', async () => {
    const browser = new TestBrowser(server.url)
    const res = await browser.request('GET', '/api/auth/nonce')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const cookie = res.headers.getSetCookie()[0] ?? ''
    expect(cookie).toMatch(/^mango_siwe=[0-9a-f]{32}; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax$/)
    const id = browser.cookies.get('mango_siwe')
    await browser.nonce()
    expect(browser.cookies.get('mango_siwe')).toBe(id)
  })

  it('a streamed (chunked) body over the limit also gets 413, and the server keeps serving', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(4096))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 64) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const res = await fetch(`${server.url}/api/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ error: 'body_too_large', message: expect.any(String) })
    expect((await new TestBrowser(server.url).request('GET', '/api/auth/nonce')).status).toBe(200)
  })

  it('survives hostile input: nothing crashes the server', async () => {
    const browser = new TestBrowser(server.url)
    const bodies = ['', 'null', '"x"', '{"message":null,"signature":null}', '{"message":"x","signature":"0x"}', `{"message":"${'\\u0000'.repeat(100)}","signature":"0x00"}`, '{"__proto__":{"x":1}}']
    for (const body of bodies) {
      const res = await browser.request('POST', '/api/auth/verify', { body, headers: { 'content-type': 'application/json' } })
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      expect(errorCode(res)).toMatch(/^[a-z_]+$/)
    }
    // Cookies of every shape.
    for (const cookie of ['mango_session=', 'mango_session=a.b.c', `mango_session=${'x'.repeat(5000)}`, 'mango_siwe=zz; mango_session=%%%']) {
      expect((await browser.request('GET', '/api/auth/me', { headers: { cookie } })).status).toBe(401)
    }
    expect((await browser.me()).status).toBe(401)
    expect(server.logs.filter((l) => l.includes('unexpected'))).toEqual([])
  })
})
