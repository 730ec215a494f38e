import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createAuthApi, type AuthApiOptions, type AuthStores } from './api'
import type { ServerConfig } from './config'
import { applyHeaders, securityHeaders } from './headers'
import { memoryStore, redisStore } from '@porch/kit/server'
import { connectRedis } from './redisClient'
import { createStaticHandler } from './static'

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

export interface Stores extends AuthStores {
  close(): Promise<void>
}

/**
 * The store the configuration asks for: Redis when REDIS_URL is set (shared by every
 * instance, one connection), else memory.
 */
export async function createStores(config: ServerConfig, opts: { log?: (line: string) => void; now?: () => number } = {}): Promise<Stores> {
  if (config.redisUrl) {
    const redis = await connectRedis(config.redisUrl, { log: opts.log })
    return { store: redisStore(redis.client, { prefix: 'mango:siwe:' }), close: () => redis.close() }
  }
  return {
    store: memoryStore({ maxNonces: config.maxOutstandingNonces, maxSessions: config.maxSessions, now: opts.now }),
    close: async () => {},
  }
}

export function isApiPath(url: string | undefined): boolean {
  return (url ?? '').startsWith('/api/')
}

/**
 * One handler for the whole site: the security headers on every response, the auth API
 * under /api/, the production build for everything else.
 */
export function createSiteHandler(config: ServerConfig, stores: AuthStores, opts: AuthApiOptions = {}): RequestHandler {
  const headers = securityHeaders(config)
  const api = createAuthApi(config, stores, opts)
  const files = createStaticHandler(config.distDir)
  return async (req, res) => {
    applyHeaders(res, headers)
    if (isApiPath(req.url)) await api(req, res)
    else await files(req, res)
  }
}

export interface RunningServer {
  server: Server
  /** http://host:port the server listens on. */
  url: string
  close(): Promise<void>
}

/** Starts the site server on config.host:config.port (0 = any free port). */
export async function startSiteServer(config: ServerConfig, opts: AuthApiOptions & { stores?: Stores; headersTimeoutMs?: number } = {}): Promise<RunningServer> {
  const log = opts.log ?? ((line: string) => console.error(line))
  const stores = opts.stores ?? (await createStores(config, { log }))
  const handle = createSiteHandler(config, stores, { ...opts, log })
  // Node checks the timeouts below only every connectionsCheckingInterval (30 s by default):
  // a client sending partial headers would hold its socket ~3x headersTimeout. Check often.
  const server = createServer({ connectionsCheckingInterval: 1_000 }, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`server: ${error instanceof Error ? error.message : String(error)}`)
      if (!res.headersSent) res.writeHead(500).end()
      else res.destroy()
    })
  })
  // Slow or idle clients must not hold sockets forever.
  server.requestTimeout = 30_000
  server.headersTimeout = opts.headersTimeoutMs ?? 10_000
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
    else socket.destroy()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, config.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  return {
    server,
    url: `http://${host}:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await stores.close()
    },
  }
}
