import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { AuthApiError, createSiweAdapter } from '../../src/auth/siweAdapter'
import { ACCOUNT_A } from './fixtures'

type Call = { url: string; init: RequestInit | undefined }
function fakeFetch(answers: Record<string, () => Response>) {
  const calls: Call[] = []
  const f = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    calls.push({ url, init })
    const answer = answers[url]
    if (!answer) throw new TypeError('Failed to fetch')
    return answer()
  }) as typeof fetch
  return { f, calls }
}
const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const location = { host: '127.0.0.1:4173', origin: 'http://127.0.0.1:4173' }
const issuedAt = new Date('2026-11-23T17:00:00.000Z')

describe('the site SIWE adapter', () => {
  it('builds the EIP-4361 message byte for byte, and viem parses back every field', () => {
    const adapter = createSiweAdapter({ location, now: () => issuedAt, fetch: fakeFetch({}).f })
    const message = adapter.createMessage({ address: ACCOUNT_A, chainId: 1101, nonce: 'a1B2c3D4e5F6g7H8' })
    expect(message).toBe(
      [
        '127.0.0.1:4173 wants you to sign in with your Ethereum account:',
        ACCOUNT_A,
        '',
        'Sign in to Mango staking.',
        '',
        'URI: http://127.0.0.1:4173',
        'Version: 1',
        'Chain ID: 1101',
        'Nonce: a1B2c3D4e5F6g7H8',
        'Issued At: 2026-11-23T17:00:00.000Z',
        'Expiration Time: 2026-11-23T17:10:00.000Z',
      ].join('\n'),
    )
    expect(parseSiweMessage(message)).toEqual({
      domain: '127.0.0.1:4173',
      address: ACCOUNT_A,
      statement: 'Sign in to Mango staking.',
      uri: 'http://127.0.0.1:4173',
      version: '1',
      chainId: 1101,
      nonce: 'a1B2c3D4e5F6g7H8',
      issuedAt,
      expirationTime: new Date('2026-11-23T17:10:00.000Z'),
    })
  })

  it("the message expires when its nonce does: the server's expiresAt, else 10 minutes (older servers)", async () => {
    const { f } = fakeFetch({
      '/api/auth/nonce': json(200, { nonce: 'Zx9Yw8Vu7Ts6Rq5P', expiresAt: '2026-11-24T17:00:00.000Z' }),
    })
    const adapter = createSiweAdapter({ location, now: () => issuedAt, fetch: f })
    const nonce = await adapter.getNonce()
    expect(nonce).toBe('Zx9Yw8Vu7Ts6Rq5P')
    const message = adapter.createMessage({ address: ACCOUNT_A, chainId: 1101, nonce })
    expect(parseSiweMessage(message).expirationTime).toEqual(new Date('2026-11-24T17:00:00.000Z'))

    const answers = [{ nonce: 'Old0Server0Nonce' }, { nonce: 'Bad0Expiry0Nonce', expiresAt: 'tomorrow' }, { nonce: 'Past0Expiry0Nonc', expiresAt: '2026-11-23T16:00:00.000Z' }]
    let i = 0
    const fallback = createSiweAdapter({ location, now: () => issuedAt, fetch: fakeFetch({ '/api/auth/nonce': () => json(200, answers[i++])() }).f })
    for (const { nonce: sent } of answers) {
      const n = await fallback.getNonce()
      expect(n).toBe(sent)
      expect(parseSiweMessage(fallback.createMessage({ address: ACCOUNT_A, chainId: 1101, nonce: n })).expirationTime).toEqual(new Date('2026-11-23T17:10:00.000Z'))
    }
  })

  it('calls the same-origin API with cookies and reads its answers', async () => {
    const { f, calls } = fakeFetch({
      '/api/auth/nonce': json(200, { nonce: 'Zx9Yw8Vu7Ts6Rq5P' }),
      '/api/auth/verify': json(200, { address: ACCOUNT_A, chainId: 1101 }),
      '/api/auth/me': json(200, { address: ACCOUNT_A, chainId: 1101 }),
      '/api/auth/logout': () => new Response(null, { status: 204 }),
    })
    const adapter = createSiweAdapter({ location, fetch: f })
    expect(await adapter.getNonce()).toBe('Zx9Yw8Vu7Ts6Rq5P')
    expect(await adapter.verify({ message: 'm', signature: '0x12' })).toBe(true)
    expect(await adapter.getSession!()).toEqual({ address: ACCOUNT_A, chainId: 1101 })
    await adapter.signOut()
    expect(calls.map((c) => [c.url, c.init?.method ?? 'GET', c.init?.credentials])).toEqual([
      ['/api/auth/nonce', 'GET', 'same-origin'],
      ['/api/auth/verify', 'POST', 'same-origin'],
      ['/api/auth/me', 'GET', 'same-origin'],
      ['/api/auth/logout', 'POST', 'same-origin'],
    ])
    expect(JSON.parse(String(calls[1]!.init?.body))).toEqual({ message: 'm', signature: '0x12' })
  })

  it('a refused verify (4xx) is false; a server or node failure (503) throws; no session is null', async () => {
    const refused = createSiweAdapter({
      location,
      fetch: fakeFetch({
        '/api/auth/verify': json(401, { error: 'nonce_spent', message: 'This sign-in request was already used.' }),
        '/api/auth/me': json(401, { error: 'no_session', message: 'Not signed in.' }),
      }).f,
    })
    expect(await refused.verify({ message: 'm', signature: '0x12' })).toBe(false)
    expect(await refused.getSession!()).toBeNull()
    const down = createSiweAdapter({
      location,
      fetch: fakeFetch({ '/api/auth/verify': json(503, { error: 'node_unavailable', message: 'Try again.' }) }).f,
    })
    await expect(down.verify({ message: 'm', signature: '0x12' })).rejects.toMatchObject({ status: 503, code: 'node_unavailable' })
  })

  it('a nonce fetch that fails, or answers something unusable, throws', async () => {
    await expect(createSiweAdapter({ location, fetch: fakeFetch({}).f }).getNonce()).rejects.toThrow('Failed to fetch')
    const bad = createSiweAdapter({ location, fetch: fakeFetch({ '/api/auth/nonce': json(200, { nonce: 'short' }) }).f })
    await expect(bad.getNonce()).rejects.toThrow(/no usable nonce/)
    const busy = createSiweAdapter({ location, fetch: fakeFetch({ '/api/auth/nonce': json(429, { error: 'too_many', message: 'Slow down.' }) }).f })
    await expect(busy.getNonce()).rejects.toBeInstanceOf(AuthApiError)
  })
})
