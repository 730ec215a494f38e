/**
 * `handleNode` (node:http, no Web Request/Response) answers exactly as the fetch-style `handle`
 * does: two real HTTP servers on one set of handlers, one per path, and the same browser
 * steps against each; status, headers, cookies and bodies must match (random values masked).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiweHandlers, memoryStore, type SiweHandlers } from '@porch/kit/server'
import { CHAIN_ID, ORIGIN } from './kitHarness'

const alice = privateKeyToAccount(generatePrivateKey())

/** The fetch-style handler behind node:http, as a Node app without `handleNode` would write it. */
async function viaFetch(handlers: SiweHandlers, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = req.method ?? 'GET'
  const headers = Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : v ? [[k, v] as [string, string]] : []))
  const body = method === 'GET' || method === 'HEAD' ? {} : { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' }
  const response = await handlers.handle(new Request(new URL(req.url ?? '/', ORIGIN), { method, headers, ...body } as RequestInit), { clientAddress: req.socket.remoteAddress })
  const bytes = Buffer.from(await response.arrayBuffer())
  const out: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') out[name] = value
  })
  if (response.headers.getSetCookie().length) out['set-cookie'] = response.headers.getSetCookie()
  if (response.body) out['content-length'] = String(bytes.length)
  res.writeHead(response.status, out)
  res.end(bytes)
}

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; url: string }> {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/** What a browser sees of an answer, with the random parts (ids, nonces, times) masked. */
interface Seen {
  status: number
  headers: Record<string, string>
  cookies: string[]
  body: unknown
}
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'set-cookie'])
const mask = (text: string): string => text.replace(/^([^=]+)=[^;]+/, '$1=<value>')
const maskBody = (body: unknown): unknown =>
  body && typeof body === 'object' && 'nonce' in body ? { ...body, nonce: '<nonce>', expiresAt: '<time>', contractExpiresAt: '<time>' } : body

class Browser {
  readonly cookies = new Map<string, string>()
  constructor(readonly url: string) {}
  async send(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}): Promise<Seen & { raw: unknown }> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const res = await fetch(this.url + path, { method, body: init.body, headers: { ...(cookie ? { cookie } : {}), ...init.headers } })
    const cookies = res.headers.getSetCookie()
    for (const line of cookies) {
      const pair = line.split(';')[0]!
      const eq = pair.indexOf('=')
      if (/Max-Age=0\b/.test(line)) this.cookies.delete(pair.slice(0, eq))
      else this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1))
    }
    const headers: Record<string, string> = {}
    res.headers.forEach((value, name) => {
      if (!TRANSPORT.has(name)) headers[name] = value
    })
    const text = await res.text()
    const raw = text ? (JSON.parse(text) as unknown) : undefined
    return { status: res.status, headers, cookies: cookies.map(mask), body: maskBody(raw), raw }
  }
}

/** The steps of a sign-in, a session check, refusals and a logout, as one browser sends them. */
async function journey(url: string): Promise<Seen[]> {
  const b = new Browser(url)
  const post = { origin: ORIGIN, 'content-type': 'application/json' }
  const seen: (Seen & { raw?: unknown })[] = []
  seen.push(await b.send('GET', '/api/auth/me'))
  const nonce = await b.send('GET', '/api/auth/nonce?fresh=1')
  seen.push(nonce)
  const message = createSiweMessage({ domain: new URL(ORIGIN).host, uri: ORIGIN, version: '1', chainId: CHAIN_ID, nonce: (nonce.raw as { nonce: string }).nonce, issuedAt: new Date(), address: alice.address })
  const signature = await alice.signMessage({ message })
  seen.push(await b.send('POST', '/api/auth/verify', { body: JSON.stringify({ message, signature: '0x00' }), headers: post }))
  seen.push(await b.send('POST', '/api/auth/verify', { body: '{"message": ', headers: post }))
  seen.push(await b.send('POST', '/api/auth/verify', { body: JSON.stringify({ message, signature }), headers: { ...post, origin: 'https://evil.example' } }))
  seen.push(await b.send('POST', '/api/auth/verify', { body: JSON.stringify({ message: 'x'.repeat(20_000), signature }), headers: post }))
  seen.push(await b.send('POST', '/api/auth/verify', { body: JSON.stringify({ message, signature }), headers: post }))
  seen.push(await b.send('GET', '/api/auth/me'))
  seen.push(await b.send('GET', '/api/auth/me?x=1'))
  seen.push(await b.send('GET', '/api/auth/verify'))
  seen.push(await b.send('GET', '/api/auth/nonces'))
  seen.push(await b.send('GET', '/api/auth/%6De'))
  seen.push(await b.send('POST', '/api/auth/logout'))
  seen.push(await b.send('POST', '/api/auth/logout', { headers: { origin: ORIGIN } }))
  seen.push(await b.send('GET', '/api/auth/me'))
  return seen.map(({ raw: _raw, ...rest }) => rest)
}

describe('handleNode answers as handle does', () => {
  let handlers: SiweHandlers
  let node: { server: Server; url: string }
  let web: { server: Server; url: string }
  beforeAll(async () => {
    handlers = createSiweHandlers({ origin: ORIGIN, chains: [{ id: CHAIN_ID, rpcUrls: ['http://127.0.0.1:9'] }], secret: 'node-handler-test-secret-0123456789abcdef', store: memoryStore(), log: () => {} })
    node = await listen((req, res) => void handlers.handleNode(req, res))
    web = await listen((req, res) => void viaFetch(handlers, req, res))
  })
  afterAll(() => {
    for (const s of [node?.server, web?.server]) {
      s?.closeAllConnections()
      s?.close()
    }
  })

  it('me, nonce, verify (refusals and success) and logout: same status, headers, cookies and body over real HTTP', async () => {
    const [byNode, byFetch] = [await journey(node.url), await journey(web.url)]
    expect(byNode.map((s) => s.status)).toEqual([401, 200, 503, 400, 403, 413, 200, 200, 200, 405, 404, 404, 403, 204, 401])
    expect(byNode).toEqual(byFetch)
    // The answers carry what the site's headers rely on, on this path too.
    expect(byNode[1]!.cookies[0]).toBe('porch_siwe=<value>; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax')
    expect(byNode[6]!.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    expect(byNode[13]!.cookies).toEqual(['porch_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax'])
  })
})
