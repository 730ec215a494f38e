import type { IncomingMessage, ServerResponse } from 'node:http'
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
 * The site's sign-in API under /api/auth/: the kit's `createSiweHandlers`, answering
 * node:http directly (`handleNode`: no Web Request/Response built per request).
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
  return (req, res) => handlers.handleNode(req, res)
}
