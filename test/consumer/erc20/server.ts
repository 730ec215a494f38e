/**
 * The ERC-20 app's own server, as a dapp with Sign-In with Ethereum would ship it: its
 * built files (dist/) and the sign-in API on /api/auth/ from `@porch/kit/server` (what the
 * app's node_modules has: the packed kit), on node:http, one origin for both so the session
 * cookie is the app's.
 */
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { Readable } from 'node:stream'
import { createSiweHandlers, memoryStore, type SiweChain, type SiweHandlers } from '@porch/kit/server'

/** A running app server. */
export interface AppServer {
  /** Its origin, `http://127.0.0.1:<port>`. */
  url: string
  stop(): Promise<void>
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' }

async function serveFile(dist: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '')
  const file = extname(path) === '' ? 'index.html' : path.slice(1)
  try {
    const body = await readFile(join(dist, file))
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body)
  } catch {
    res.writeHead(404).end('not found')
  }
}

async function serveAuth(siwe: SiweHandlers, origin: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = req.method ?? 'GET'
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) for (const v of [value ?? []].flat()) headers.append(name, v)
  const request = new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    ...(method === 'POST' ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit)
  const response = await siwe.handle(request, { clientAddress: req.socket.remoteAddress })
  const out: string[] = []
  response.headers.forEach((v, k) => k !== 'set-cookie' && out.push(k, v))
  for (const cookie of response.headers.getSetCookie()) out.push('set-cookie', cookie)
  res.writeHead(response.status, out).end(Buffer.from(await response.arrayBuffer()))
}

/** Serves `dist` and the sign-in API for these chains on a free port of 127.0.0.1. */
export async function startAppServer({ dist, chains }: { dist: string; chains: readonly SiweChain[] }): Promise<AppServer> {
  const auth: { siwe?: SiweHandlers; origin: string } = { origin: '' }
  const server = createServer((req, res) => {
    const work = req.url?.startsWith('/api/auth/') && auth.siwe ? serveAuth(auth.siwe, auth.origin, req, res) : serveFile(dist, req, res)
    work.catch(() => res.headersSent || res.writeHead(500).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // The origin users see is only known once listening: messages must name exactly this host.
  auth.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  auth.siwe = createSiweHandlers({ origin: auth.origin, chains, secret: randomBytes(32).toString('hex'), store: memoryStore() })
  return {
    url: auth.origin,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
