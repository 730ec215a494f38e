import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { createSiweHandlers, type SiweSignIn, type SiweStore } from '@porch/kit/server'
import type { ServerConfig } from './config'

export const API_PREFIX = '/api/auth/'

/** Where the API keeps what outlives a request (see @porch/kit/server). */
export interface AuthStores {
  store: SiweStore
}

export interface AuthApiOptions {
  /** Clock, for tests. */
  now?: () => number
  /** Per-attempt node timeout for contract signatures. */
  nodeTimeoutMs?: number
  log?: (line: string) => void
  /** Called after each successful verify (tests count them). */
  onSignIn?: (info: SiweSignIn) => void
}

export type AuthApi = (req: IncomingMessage, res: ServerResponse) => Promise<void>

/**
 * The site's sign-in API under /api/auth/: the kit's `createSiweHandlers` behind a
 * node:http adapter (IncomingMessage -> Request, Response -> ServerResponse).
 */
export function createAuthApi(config: ServerConfig, stores: AuthStores, opts: AuthApiOptions = {}): AuthApi {
  const handlers = createSiweHandlers({
    origin: config.publicOrigin,
    chains: [{ id: config.chainId, rpcUrls: config.rpcUrls }],
    secret: config.sessionSecrets,
    store: stores.store,
    limits: { nonce: config.nonceRate, verify: config.verifyRate, sessionsPerAddress: config.sessionsPerAddress },
    nonceTtlMs: config.nonceTtlMs,
    contractSignatureTtlMs: config.contractNonceTtlMs,
    sessionTtlMs: config.sessionTtlMs,
    cookies: { session: 'mango_session', binding: 'mango_siwe', mode: config.cookieMode },
    clientIpHeader: config.clientIpHeader,
    basePath: API_PREFIX,
    nodeTimeoutMs: opts.nodeTimeoutMs,
    now: opts.now,
    log: opts.log,
    onSignIn: opts.onSignIn,
  })
  const base = config.publicOrigin.origin
  return async (req, res) => {
    const response = await handlers.handle(toRequest(req, base), { clientAddress: req.socket.remoteAddress })
    await writeResponse(response, res)
  }
}

/** The Web Request of a node:http request (the body streamed, never buffered here). */
export function toRequest(req: IncomingMessage, base: string): Request {
  // Pairs, not a Headers object: Request builds its own Headers from them once (a Headers
  // init would be built, then copied).
  const headers: [string, string][] = []
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue
    if (Array.isArray(value)) for (const v of value) headers.push([name, v])
    else headers.push([name, value])
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  let url: string
  try {
    url = new URL(req.url ?? '/', base).href
  } catch {
    url = `${base}/`
  }
  if (!hasBody) req.resume()
  return new Request(url, {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit)
}

/** Writes a Web Response to a node:http response (several Set-Cookie headers kept apart). */
export async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  const body = response.body ? await readBody(response.body) : undefined
  if (body) headers['content-length'] = String(body.length)
  res.writeHead(response.status, headers)
  res.end(body)
}

/** The whole body: a reader loop costs about half of `arrayBuffer()` (no body-mixin machinery). */
async function readBody(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
  }
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)
}
