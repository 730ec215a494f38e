import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { createAuthApi } from './api'
import { createStores, type RequestHandler } from './app'
import { readConfig, type Env } from './config'
import { securityHeaders } from './headers'
import { readServingFacts, writeServingFacts, type ServingFacts } from './servingFacts'

export { writeServingFacts }

type Next = (error?: unknown) => void
export interface Middlewares {
  use(fn: (req: IncomingMessage, res: ServerResponse, next: Next) => void): void
}

/**
 * Mounts the production server's sign-in API on a Vite server (vite.config.ts loads this
 * file): `npm start` / `vite` (dev) and `vite preview` answer /api/auth/* with the same
 * handler as `npm run serve`. Preview also sends the security headers on every response, as
 * production does; the dev server sends them on API responses only (its hot reload injects
 * inline styles a strict CSP would block).
 *
 * PUBLIC_ORIGIN defaults to the address the server actually listens on, known only after
 * listen (the port may be a free one), so the handler is built on the first request.
 */
export function mountSiteServer(middlewares: Middlewares, httpServer: Server | null, opts: { everyResponse: boolean; env: Env; distDir?: string }): void {
  // `vite preview` serves a build: its facts decide, and a variable that contradicts them
  // stops the preview at start (readConfig throws here, before anything listens). The dev
  // server has no build and reads the variables.
  const facts: ServingFacts | undefined = opts.distDir === undefined ? undefined : readServingFacts(opts.distDir)
  if (facts) readConfig({ ...opts.env, ...process.env }, { facts, distDir: opts.distDir })
  let handler: Promise<{ api: RequestHandler; headers: Record<string, string> }> | undefined
  let closeStore: (() => Promise<void>) | undefined
  httpServer?.once('close', () => void closeStore?.())

  const build = async (): Promise<{ api: RequestHandler; headers: Record<string, string> }> => {
    const address = httpServer?.address()
    const listening = typeof address === 'object' && address ? address : undefined
    const env: Env = { ...opts.env, ...process.env }
    if (listening && !env.HOST) env.HOST = listening.address
    const config = readConfig(env, { ...(listening ? { port: listening.port } : {}), facts, distDir: opts.distDir })
    const stores = await createStores(config)
    closeStore = () => stores.close()
    return { api: createAuthApi(config, stores), headers: securityHeaders(config) }
  }

  middlewares.use((req, res, next) => {
    // As in production: the Safe app reads the manifest from its own origin.
    if ((req.url ?? '').split('?')[0] === '/manifest.json') res.setHeader('Access-Control-Allow-Origin', '*')
    const isApi = (req.url ?? '').startsWith('/api/')
    if (!isApi && !opts.everyResponse) return next()
    handler ??= build()
    handler.then(
      ({ api, headers }) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
        if (isApi) api(req, res).catch(next)
        else next()
      },
      (error: unknown) => {
        handler = undefined
        next(error)
      },
    )
  })
}
