import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createSafeServiceClient,
  DEFAULT_SAFE_SERVICE_URL,
  SafeServiceError,
  type FetchFn,
  type SafeServiceClient,
  type SafeServiceErrorType,
} from '../../lib/core/safe/service'
import { chainInfo, wellFormed } from './gatewayFixtures'
import { gatewayResponder, startServiceServer } from './serviceServer'

const SAFE = '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe'
const SAFE_TX_HASH = `0x${'ab'.repeat(32)}`

let server: Awaited<ReturnType<typeof startServiceServer>>
let client: SafeServiceClient

beforeAll(async () => {
  server = await startServiceServer()
  client = createSafeServiceClient({ baseUrl: server.url })
})
afterAll(() => server.close())
beforeEach(() => server.reset())
afterEach(() => vi.unstubAllGlobals())

async function failure(promise: Promise<unknown>): Promise<SafeServiceErrorType> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(SafeServiceError)
  return error as SafeServiceError
}

describe('wallet-service answers', () => {
  it('a non-OK answer with code and message reads "<code>: <message>"', async () => {
    server.respond(() => ({ status: 422, body: { code: 1, message: 'Checksum address validation failed', arguments: [] } }))
    const error = await failure(client.getSafeInfo('1101', SAFE))
    expect(error.message).toBe('1: Checksum address validation failed')
    expect(error).toMatchObject({ name: 'SafeServiceError', status: 422, code: 1 })
    expect(error.url).toBe(`${server.url}/v1/chains/1101/safes/${SAFE}`)
  })

  it('a non-OK answer without code and message reads the status text', async () => {
    server.respond(() => ({ status: 503, body: { detail: 'maintenance' } }))
    expect((await failure(client.getChainsConfig())).message).toBe('Service Unavailable')

    server.respond(() => ({ status: 500 }))
    const empty = await failure(client.getChainsConfig())
    expect(empty).toMatchObject({ message: 'Internal Server Error', status: 500, code: undefined })

    server.respond(() => ({ status: 400, body: { message: 'only a message' } }))
    expect((await failure(client.getChainsConfig())).message).toBe('Bad Request')

    server.respond(() => ({ status: 418, statusText: 'Out Of Mangoes', body: { code: 7 } }))
    expect((await failure(client.getChainsConfig())).message).toBe('Out Of Mangoes')
  })

  it('a string code is kept as is', async () => {
    server.respond(() => ({ status: 429, body: { code: 'RATE_LIMIT', message: 'Slow down' } }))
    const error = await failure(client.getFiatCurrencies())
    expect(error).toMatchObject({ message: 'RATE_LIMIT: Slow down', code: 'RATE_LIMIT', status: 429 })
  })

  it('a body that is not JSON raises "Invalid response content: <status text>"', async () => {
    server.respond(() => ({ status: 200, body: 'not json', headers: { 'content-type': 'application/json' } }))
    const ok = await failure(client.getSafeInfo('1101', SAFE))
    expect(ok).toMatchObject({ message: 'Invalid response content: OK', status: 200 })

    server.respond(() => ({ status: 502, body: '<html>Bad gateway</html>', headers: { 'content-type': 'text/html' } }))
    const proxy = await failure(client.getSafeInfo('1101', SAFE))
    expect(proxy).toMatchObject({ message: 'Invalid response content: Bad Gateway', status: 502 })
  })

  it('204 gives an empty object', async () => {
    server.respond(() => ({ status: 204 }))
    await expect(client.getTransactionDetails('1101', SAFE_TX_HASH)).resolves.toEqual({})
    await expect(client.unregisterDevice('1101', '3f2504e0-4f89-11d3-9a0c-0305e82c3301')).resolves.toBeUndefined()
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'DELETE'])
  })

  it('an empty 200 body counts as no content: fine where nothing is expected, invalid where a Safe is', async () => {
    server.respond(() => ({ status: 200, body: '' }))
    await expect(client.confirmSafeMessage('1101', `0x${'cd'.repeat(32)}`, { signature: '0x01' })).resolves.toBeUndefined()
    await expect(client.getSafeInfo('1101', SAFE)).rejects.toMatchObject({ message: 'Invalid response content: OK' })
  })

  it('without a reason phrase (HTTP/2) the status number stands in', async () => {
    const fetch: FetchFn = async () => new Response(null, { status: 500, statusText: '' })
    const bare = createSafeServiceClient({ baseUrl: server.url, fetch })
    expect((await failure(bare.getChainConfig(1))).message).toBe('HTTP 500')
    const invalid: FetchFn = async () => new Response('{', { status: 200, statusText: '' })
    const broken = createSafeServiceClient({ baseUrl: server.url, fetch: invalid })
    expect((await failure(broken.getChainConfig(1))).message).toBe('Invalid response content: HTTP 200')
  })
})

describe('chains the service does not serve', () => {
  it('a 404 on /v1/chains/{id} means not served, and the caller can fall back', async () => {
    server.respond((r) => (r.pathname === '/v1/chains/1101' ? { status: 404, body: { code: 404, message: 'Not found' } } : { body: { ...chainInfo, chainId: '1' } }))
    await expect(client.isChainServed(1101)).resolves.toBe(false)
    await expect(client.findChainConfig('1101')).resolves.toBeNull()
    await expect(client.isChainServed('1')).resolves.toBe(true)
    await expect(client.findChainConfig(1)).resolves.toEqual({ ...chainInfo, chainId: '1' })
    expect(server.requests.map((r) => r.url)).toEqual(['/v1/chains/1101', '/v1/chains/1101', '/v1/chains/1', '/v1/chains/1'])
  })

  it('a 404 with an HTML page is still "not served"', async () => {
    server.respond(() => ({ status: 404, body: '<h1>Not Found</h1>' }))
    await expect(client.isChainServed(1101)).resolves.toBe(false)
  })

  it('other failures reject: they say nothing about the chain', async () => {
    server.respond(() => ({ status: 500 }))
    await expect(client.isChainServed(1101)).rejects.toMatchObject({ status: 500, message: 'Internal Server Error' })
  })
})

describe('transport', () => {
  it('times out a request the service never answers', async () => {
    server.respond(() => ({ hang: true }))
    const slow = createSafeServiceClient({ baseUrl: server.url, timeoutMs: 150 })
    const error = await failure(slow.getTransactionDetails('1101', SAFE_TX_HASH))
    expect(error).toMatchObject({ status: 0, message: 'The Safe service did not answer within 150 ms.' })
  })

  it('times out an injected fetch that ignores the abort signal', async () => {
    const never = vi.fn(() => new Promise<Response>(() => undefined))
    const stuck = createSafeServiceClient({ baseUrl: server.url, fetch: never, timeoutMs: 50 })
    await expect(stuck.isChainServed(1101)).rejects.toMatchObject({ status: 0, message: 'The Safe service did not answer within 50 ms.' })
    const init = never.mock.calls[0] as unknown as [string, RequestInit]
    expect(init[1].signal?.aborted).toBe(true)
  })

  it('a caller abort rejects with the abort reason', async () => {
    server.respond(() => ({ hang: true }))
    const controller = new AbortController()
    const pending = client.getTransactionDetails('1101', SAFE_TX_HASH, { signal: controller.signal })
    await vi.waitFor(() => expect(server.requests).toHaveLength(1))
    const reason = new Error('poll stopped')
    controller.abort(reason)
    await expect(pending).rejects.toBe(reason)
    await expect(client.getChainConfig(1, { signal: controller.signal })).rejects.toBe(reason)
    expect(server.requests).toHaveLength(1)
  })

  it('an unreachable service is a SafeServiceError with status 0', async () => {
    const closed = await startServiceServer()
    await closed.close()
    const error = await failure(createSafeServiceClient({ baseUrl: closed.url }).getFiatCurrencies())
    expect(error.status).toBe(0)
    expect(error.message).toMatch(/^Could not reach the Safe service: /)
  })

  it('uses the injected fetch, else the global fetch at call time', async () => {
    const injected = vi.fn(async () => Response.json(['USD']))
    await expect(createSafeServiceClient({ fetch: injected }).getFiatCurrencies()).resolves.toEqual(['USD'])
    expect(injected).toHaveBeenCalledWith(`${DEFAULT_SAFE_SERVICE_URL}/v1/balances/supported-fiat-codes`, expect.objectContaining({ method: 'GET' }))

    const defaultClient = createSafeServiceClient()
    const global = vi.fn(async () => Response.json(['EUR']))
    vi.stubGlobal('fetch', global)
    await expect(defaultClient.getFiatCurrencies()).resolves.toEqual(['EUR'])
    expect(global).toHaveBeenCalledTimes(1)
    expect(defaultClient.baseUrl).toBe('https://safe-client.safe.global')
  })

  it('refuses a base address that is not an http(s) URL', () => {
    expect(() => createSafeServiceClient({ baseUrl: 'safe-client.safe.global' })).toThrow(/not a valid URL/)
    expect(() => createSafeServiceClient({ baseUrl: 'ftp://safe.example' })).toThrow(/https:\/\//)
    expect(createSafeServiceClient({ baseUrl: 'https://gw.example/api//' }).baseUrl).toBe('https://gw.example/api')
  })

  it('two clients keep their own base address', async () => {
    const other = await startServiceServer()
    other.respond(gatewayResponder(wellFormed))
    server.respond(gatewayResponder(wellFormed))
    try {
      await createSafeServiceClient({ baseUrl: other.url }).getChainConfig(5)
      await client.getChainConfig(6)
      expect(other.requests.map((r) => r.url)).toEqual(['/v1/chains/5'])
      expect(server.requests.map((r) => r.url)).toEqual(['/v1/chains/6'])
    } finally {
      await other.close()
    }
  })
})

describe('bad arguments', () => {
  it('an empty path parameter rejects (never a synchronous throw) and sends nothing', async () => {
    let pending: Promise<unknown> | undefined
    expect(() => (pending = client.getSafeInfo('1101', ''))).not.toThrow()
    await expect(pending).rejects.toThrow(/Missing path parameter "address"/)
    expect(server.requests).toHaveLength(0)
  })
})
