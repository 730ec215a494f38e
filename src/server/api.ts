import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Hex } from 'viem'
import type { ServerConfig } from './config'
import { cookieName, readCookies, serializeCookie, type CookiePolicy } from './cookies'
import { ApiError } from './errors'
import { readJsonBody, sendError, sendJson } from './http'
import { clientKey } from './clientKey'
import { createRateLimiter, type RateLimiter } from './rateLimit'
import { generateBindingId, generateNonce } from './nonce/generate'
import { NonceStoreFullError, NonceStoreUnavailableError, type NonceStore } from './nonce/store'
import type { RevocationStore } from './revocation/store'
import { decodeSession, encodeSession, generateSessionId, type Session } from './session'
import { checkSiweMessage } from './siwe/checkMessage'
import { createSignatureVerifier, type SignatureKind } from './siwe/verifySignature'

export const API_PREFIX = '/api/auth/'
const MAX_MESSAGE_CHARS = 8 * 1024
/** Signature checks that may ask the node for one nonce; the nonce is spent after that many failures. */
export const MAX_SIGNATURE_CHECKS = 5

/** Where the API keeps what outlives a request. */
export interface AuthStores {
  nonces: NonceStore
  revocations: RevocationStore
}

export interface AuthApiOptions {
  /** Clock, for tests. */
  now?: () => number
  /** Per-attempt node timeout for contract signatures. */
  nodeTimeoutMs?: number
  log?: (line: string) => void
  /** Called after each successful verify (tests count them). */
  onSignIn?: (info: { address: string; kind: SignatureKind }) => void
}

export type AuthApi = (req: IncomingMessage, res: ServerResponse) => Promise<void>

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')
const BINDING_ID = /^[0-9a-f]{32}$/

/**
 * The Sign-In with Ethereum API under /api/auth/. Every refusal is JSON
 * {"error": code, "message": sentence} with a 4xx (503 when a dependency is down).
 */
export function createAuthApi(config: ServerConfig, stores: AuthStores, opts: AuthApiOptions = {}): AuthApi {
  const { nonces: store, revocations } = stores
  const now = opts.now ?? Date.now
  const log = opts.log ?? ((line: string) => console.error(line))
  const policy: CookiePolicy = { mode: config.cookieMode, secure: config.publicOrigin.protocol === 'https:' }
  const sessionCookie = cookieName('mango_session', policy)
  const bindingCookie = cookieName('mango_siwe', policy)
  const origin = config.publicOrigin.origin
  const nonceLimiter = config.nonceRate.burst > 0 ? createRateLimiter({ ...config.nonceRate, now }) : undefined
  const verifyLimiter = config.verifyRate.burst > 0 ? createRateLimiter({ ...config.verifyRate, now }) : undefined
  /** The client's key: the socket's address, or behind a proxy the last entry the proxy added (IPv6 by /64). */
  const clientOf = (req: IncomingMessage): string => {
    const forwarded = config.clientIpHeader ? req.headers[config.clientIpHeader] : undefined
    const value = Array.isArray(forwarded) ? forwarded.at(-1) : forwarded
    const last = value?.split(',').at(-1)?.trim()
    return clientKey(last || req.socket.remoteAddress || '')
  }
  const limit = (limiter: RateLimiter | undefined, req: IncomingMessage): void => {
    const wait = limiter?.take(clientOf(req)) ?? 0
    if (wait > 0) throw new ApiError('rate_limited', `Too many sign-in attempts from this address; try again in ${wait} s.`, { 'Retry-After': String(wait) })
  }
  const verifier = createSignatureVerifier({ chainId: config.chainId, rpcUrls: config.rpcUrls, timeoutMs: opts.nodeTimeoutMs }, { now })

  /** The session of the request's cookie: signed, unexpired, for this chain and not logged out. */
  const sessionOf = async (req: IncomingMessage): Promise<Session | undefined> => {
    const session = decodeSession(readCookies(req).get(sessionCookie), config.sessionSecret, now())
    // A session from before the site moved to another chain is not one on this chain.
    if (!session || session.chainId !== config.chainId) return undefined
    return (await revocations.isRevoked(session.id)) ? undefined : session
  }

  const requireOwnOrigin = (req: IncomingMessage, required: boolean): void => {
    const given = req.headers.origin
    if (given === undefined ? required : given !== origin) {
      throw new ApiError('foreign_origin', given === undefined ? 'The request has no Origin header.' : `Requests from ${given} are not accepted.`)
    }
  }

  async function nonce(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // One client must not fill the outstanding-nonce cap for everyone.
    limit(nonceLimiter, req)
    // One binding id per browser, reused across nonces so two tabs can sign in at once.
    const current = readCookies(req).get(bindingCookie)
    const bindingId = current && BINDING_ID.test(current) ? current : generateBindingId()
    const record = { binding: sha256(bindingId), issuedAt: now() }
    // The client signs a message that expires with its nonce (the lifetime lives here only).
    const expiresAt = new Date(record.issuedAt + config.nonceTtlMs).toISOString()
    for (let attempt = 0; attempt < 3; attempt++) {
      const value = generateNonce()
      if (await store.issue(value, record, config.nonceTtlMs)) {
        sendJson(res, 200, { nonce: value, expiresAt }, { 'Set-Cookie': serializeCookie(bindingCookie, bindingId, config.nonceTtlMs / 1000, policy) })
        return
      }
    }
    throw new ApiError('internal_error', 'Could not draw a fresh nonce.')
  }

  async function verify(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Browsers send Origin with every POST; a foreign one is refused. Other clients may omit it.
    requireOwnOrigin(req, false)
    limit(verifyLimiter, req)
    const body = await readJsonBody(req)
    if (typeof body !== 'object' || body === null) throw new ApiError('invalid_request')
    const { message, signature } = body as { message?: unknown; signature?: unknown }
    if (typeof message !== 'string' || message.length === 0 || message.length > MAX_MESSAGE_CHARS || typeof signature !== 'string' || !/^0x[0-9a-fA-F]*$/.test(signature)) {
      throw new ApiError('invalid_request')
    }
    const checked = checkSiweMessage(message, { publicOrigin: config.publicOrigin, chainId: config.chainId, maxAgeMs: config.nonceTtlMs }, now())

    const bindingId = readCookies(req).get(bindingCookie)
    const binding = bindingId && BINDING_ID.test(bindingId) ? sha256(bindingId) : undefined
    // Peek first: an unknown or foreign nonce is refused before any RPC call is spent on it.
    const outstanding = await store.peek(checked.nonce)
    if (!outstanding) throw new ApiError('invalid_nonce')
    if (outstanding.binding !== binding) throw new ApiError('nonce_not_bound')

    // The signature before the nonce is spent: a node failure (503) leaves the nonce usable,
    // so a Safe's signature, which took its co-owners to collect, can be sent again. But every
    // check that asks the node counts, atomically across instances: after
    // MAX_SIGNATURE_CHECKS the nonce is spent, so one nonce costs the node a bounded number
    // of calls however many requests carry it.
    let checks = 0
    const countCheck = async (): Promise<void> => {
      checks = await store.countCheck(checked.nonce, config.nonceTtlMs)
      if (checks > MAX_SIGNATURE_CHECKS) {
        await store.consume(checked.nonce)
        throw new ApiError('invalid_nonce', 'This sign-in nonce has had too many failed signatures; sign in again.')
      }
    }
    let kind: SignatureKind
    try {
      kind = await verifier.verify({ address: checked.address, message, signature: signature as Hex }, countCheck)
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_signature' && checks >= MAX_SIGNATURE_CHECKS) await store.consume(checked.nonce)
      throw error
    }

    // The one atomic step: of concurrent verifies of one nonce, exactly one gets the record.
    const consumed = await store.consume(checked.nonce)
    if (!consumed) throw new ApiError('invalid_nonce')
    if (consumed.binding !== binding) throw new ApiError('nonce_not_bound')

    const expiresAt = now() + config.sessionTtlMs
    const token = encodeSession({ id: generateSessionId(), address: checked.address, chainId: checked.chainId, expiresAt }, config.sessionSecret)
    opts.onSignIn?.({ address: checked.address, kind })
    sendJson(res, 200, { address: checked.address, chainId: checked.chainId }, { 'Set-Cookie': serializeCookie(sessionCookie, token, config.sessionTtlMs / 1000, policy) })
  }

  async function me(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const session = await sessionOf(req)
    if (!session) throw new ApiError('unauthenticated')
    sendJson(res, 200, { address: session.address, chainId: session.chainId })
  }

  async function logout(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // A cross-site form or fetch must not be able to sign the user out.
    requireOwnOrigin(req, true)
    req.resume()
    // The browser forgets its cookie; the server forgets the session, so a copy of the
    // cookie (another device, a stolen one) ends too, on every instance sharing the store.
    const session = decodeSession(readCookies(req).get(sessionCookie), config.sessionSecret, now())
    if (session) await revocations.revoke(session.id, session.expiresAt)
    res.writeHead(204, { 'Set-Cookie': serializeCookie(sessionCookie, '', 0, policy), 'Cache-Control': 'no-store' })
    res.end()
  }

  const routes: Record<string, [method: string, handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>]> = {
    nonce: ['GET', nonce],
    verify: ['POST', verify],
    me: ['GET', me],
    logout: ['POST', logout],
  }

  return async (req, res) => {
    try {
      const path = new URL(req.url ?? '/', 'http://x').pathname
      const name = path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : ''
      const route = Object.hasOwn(routes, name) ? routes[name] : undefined
      if (!route) throw new ApiError('not_found')
      const [method, handler] = route
      if (req.method !== method) throw new ApiError('method_not_allowed', `Use ${method} for this endpoint.`, { Allow: method })
      await handler(req, res)
    } catch (error) {
      if (res.headersSent) {
        res.destroy()
        return
      }
      if (error instanceof ApiError) {
        if (error.status >= 500) log(`auth API: ${error.code}: ${error.message}`)
        sendError(res, error)
      } else if (error instanceof NonceStoreFullError) {
        log(`auth API: ${error.message}`)
        sendError(res, new ApiError('too_many_nonces', undefined, { 'Retry-After': '5' }))
      } else if (error instanceof NonceStoreUnavailableError) {
        log(`auth API: ${error.message}`)
        sendError(res, new ApiError('store_unavailable', undefined, { 'Retry-After': '2' }))
      } else {
        log(`auth API: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
        sendError(res, new ApiError('internal_error'))
      }
    }
  }
}
