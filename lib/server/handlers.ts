import type { Address, Hex } from 'viem'
import { withDeadline } from '../core/deadline'
import { clientKeys } from './clientKey'
import { randomBytes, toHex } from './encoding'
import { ApiError } from './errors'
import { fromRequest, parseCookies, toResponse, type Answer, type Endpoint, type Exchange } from './exchange'
import { guard, toApiError, withCookie } from './guard'
import { errorAnswer, json, readJsonBody, serializeCookie } from './http'
import { fromNodeRequest, writeAnswer, type SiweNodeRequest, type SiweNodeResponse } from './nodeExchange'
import { issueNonce, looksLikeNonce, readNonce } from './nonce'
import type { RateLimit, SiweHandlersOptions } from './options'
import { createKeyring } from './secrets'
import { decodeSession, encodeSession, generateSessionId, type SiweSession } from './session'
import { CLOCK_SKEW_MS, checkSiweMessage } from './siwe/checkMessage'
import { createSignatureVerifier, type SignatureKind, type SignatureVerifier } from './siwe/verifySignature'
import type { RateBucket } from './store'

/** Signature checks that may ask the node for one nonce; the nonce is spent after that many failures. */
export const MAX_SIGNATURE_CHECKS = 5
const MAX_MESSAGE_CHARS = 8 * 1024
const MINUTE = 60_000
const BINDING_ID = /^[0-9a-f]{32}$/

/** What each call may know about the request beyond the Web `Request`. */
export interface SiweRequestContext {
  /** The client's IP address (the socket's peer), used for rate limits when no `clientIpHeader` is set. */
  clientAddress?: string
}

/** One endpoint: a Web `Request` in, a `Response` out. */
export type SiweHandler = (request: Request, context?: SiweRequestContext) => Promise<Response>

/** The sign-in endpoints; `handle` routes `<basePath>{nonce,verify,me,logout}` to them. */
export interface SiweHandlers {
  /** GET: a fresh nonce `{ nonce, expiresAt }` bound to this browser (sets the binding cookie). */
  nonce: SiweHandler
  /** POST `{ message, signature }`: checks the EIP-4361 message and signature, then sets the session cookie. */
  verify: SiweHandler
  /** GET: the session `{ address, chainId }`, or 401. */
  session: SiweHandler
  /** POST: ends the session and always clears the cookie. */
  logout: SiweHandler
  /** All four under `basePath`, with 404 and 405 for anything else. */
  handle: SiweHandler
  /**
   * `handle` for node:http: the same answers (status, headers, cookies, body) written
   * straight to the `ServerResponse`, without building a Web `Request` and `Response`
   * (which cost Node 20 more CPU than the whole answer). The client's address is the
   * socket's. Never rejects.
   */
  handleNode(req: SiweNodeRequest, res: SiweNodeResponse): Promise<void>
  /**
   * The session a request's cookie carries, as data for a server render: a Server Component
   * reads it (`readSession({ headers: await headers() })` in Next.js) and hands it to
   * `createAuthStore`'s `initialSession`, so a signed-in user sees no 'Verify your account'
   * first. Null when signed out. Never throws: a store that fails or answers after
   * `deadlineMs` reads as signed out.
   */
  readSession(request: Pick<Request, 'headers'>): Promise<{ address: Address; chainId: number } | null>
}

/**
 * Sign-In with Ethereum (EIP-4361) as Web-standard handlers: the same code serves a
 * `node:http` server, a Next.js Route Handler or any fetch-style runtime. Nonces are
 * stateless (HMAC-signed, bound to the browser, carrying their issue time) and spent once on
 * verify; sessions are an allow-list in the store; every refusal is JSON
 * `{ error, message }` with a 4xx, or 503 when a dependency is down or slow.
 */
export function createSiweHandlers(options: SiweHandlersOptions): SiweHandlers {
  const origin = new URL(options.origin)
  const keys = createKeyring(typeof options.secret === 'string' ? [options.secret] : options.secret)
  const store = options.store
  const now = options.now ?? Date.now
  const log = options.log ?? ((line: string) => console.error(line))
  const nonceTtl = options.nonceTtlMs ?? 10 * MINUTE
  const contractTtl = Math.max(nonceTtl, options.contractSignatureTtlMs ?? 24 * 60 * MINUTE)
  const sessionTtl = options.sessionTtlMs ?? 24 * 60 * MINUTE
  const deadlineMs = options.deadlineMs ?? 1_750
  const basePath = options.basePath ?? '/api/auth/'
  const mode = options.cookies?.mode ?? 'lax'
  const policy = { mode, secure: origin.protocol === 'https:' }
  const hostPrefix = policy.secure || mode === 'iframe' ? '__Host-' : ''
  const sessionCookie = hostPrefix + (options.cookies?.session ?? 'porch_session')
  const bindingCookie = hostPrefix + (options.cookies?.binding ?? 'porch_siwe')
  const limits = options.limits ?? {}
  const perAddress = limits.sessionsPerAddress ?? 10
  const factors = limits.prefixFactors ?? { v4: 16, v6: [4, 16] as const }
  const ipHeader = options.clientIpHeader?.toLowerCase()
  if (options.chains.length === 0) throw new TypeError('createSiweHandlers: `chains` needs at least one chain.')
  const chainIds = options.chains.map((c) => c.id)
  const verifiers = new Map<number, SignatureVerifier>(
    options.chains.map((c) => [c.id, createSignatureVerifier({ chainId: c.id, rpcUrls: c.rpcUrls, timeoutMs: options.nodeTimeoutMs ?? 1_500 }, { now })]),
  )

  /** The client's address: the proxy's last entry in `clientIpHeader`, else the socket's. */
  const clientOf = (request: Exchange): string => {
    const forwarded = ipHeader ? request.header(ipHeader) : null
    return forwarded?.split(',').at(-1)?.trim() || request.clientAddress || ''
  }
  const limit = async (name: string, rate: RateLimit | undefined, request: Exchange): Promise<void> => {
    const r = rate ?? { burst: 20, perMinute: 20 }
    if (r.burst <= 0) return
    const ks = clientKeys(clientOf(request))
    const multiples = ks.length === 2 ? [1, factors.v4] : ks.length === 3 ? [1, ...factors.v6] : [1]
    const buckets: RateBucket[] = ks.map((k, i) => ({ key: `${name}:${k}`, burst: r.burst * (multiples[i] ?? 1), perMinute: r.perMinute * (multiples[i] ?? 1) }))
    const wait = await store.take(buckets)
    if (wait > 0) throw new ApiError('rate_limited', `Too many sign-in attempts from this address; try again in ${wait} s.`, { 'Retry-After': String(wait) })
  }
  const requireOwnOrigin = (request: Exchange, required: boolean): void => {
    const given = request.header('origin')
    if (given === null ? required : given !== origin.origin) {
      throw new ApiError('foreign_origin', given === null ? 'The request has no Origin header.' : `Requests from ${given} are not accepted.`)
    }
  }
  const bindingOf = (request: Exchange): string | undefined => {
    const id = parseCookies(request.header('cookie')).get(bindingCookie)
    return id && BINDING_ID.test(id) ? id : undefined
  }
  /**
   * Cookies whose MAC checked out, so a busy `/me` skips the HMAC (bounded; liveness and
   * expiry are still checked every time).
   */
  const verified = new Map<string, SiweSession>()
  const decode = async (token: string | undefined): Promise<SiweSession | undefined> => {
    const known = token === undefined ? undefined : verified.get(token)
    if (known) return known.expiresAt > now() ? known : undefined
    const session = await decodeSession(token, keys, now())
    if (session && token) {
      if (verified.size >= 10_000) verified.delete(verified.keys().next().value!)
      verified.set(token, session)
    }
    return session
  }
  /** The cookie's session: signed, canonical, unexpired, on a chain served, and live in the store. */
  const sessionOf = async (cookieHeader: string | null): Promise<SiweSession | undefined> => {
    const session = await decode(parseCookies(cookieHeader).get(sessionCookie))
    if (!session || !chainIds.includes(session.chainId)) return undefined
    return (await store.hasSession(session.id)) ? session : undefined
  }

  const nonce: Endpoint = async (request) => {
    await limit('nonce', limits.nonce, request)
    // One binding id per browser, reused across nonces so two tabs can sign in at once.
    const bindingId = bindingOf(request) ?? toHex(randomBytes(16))
    const issuedAt = now()
    const value = await issueNonce(keys, bindingId, issuedAt)
    const cookie = serializeCookie(bindingCookie, bindingId, contractTtl / 1000, policy)
    return json(200, { nonce: value, expiresAt: new Date(issuedAt + nonceTtl).toISOString(), contractExpiresAt: new Date(issuedAt + contractTtl).toISOString() }, {}, cookie)
  }

  const verify: Endpoint = async (request) => {
    // Browsers send Origin with every POST; a foreign one is refused. Other clients may omit it.
    requireOwnOrigin(request, false)
    await limit('verify', limits.verify, request)
    const body = await readJsonBody(request)
    if (typeof body !== 'object' || body === null) throw new ApiError('invalid_request')
    const { message, signature } = body as { message?: unknown; signature?: unknown }
    if (typeof message !== 'string' || message.length === 0 || message.length > MAX_MESSAGE_CHARS || typeof signature !== 'string' || !/^0x[0-9a-fA-F]*$/.test(signature)) {
      throw new ApiError('invalid_request')
    }
    const checked = checkSiweMessage(message, { publicOrigin: origin, chainIds, maxAgeMs: contractTtl }, now())
    // The nonce proves itself (its MAC, over this browser's binding): nothing to look up yet.
    const bindingId = bindingOf(request)
    const issuedAt = bindingId && looksLikeNonce(checked.nonce) ? await readNonce(keys, checked.nonce, bindingId) : undefined
    if (issuedAt === undefined || issuedAt > now() + CLOCK_SKEW_MS || now() - issuedAt > contractTtl) throw new ApiError('invalid_nonce')
    if (await store.isSpent(checked.nonce)) throw new ApiError('invalid_nonce')

    // The signature before the nonce is spent: a node failure (503) leaves the nonce usable,
    // so a Safe's signature, which took its co-owners to collect, can be sent again. Every
    // check that asks the node counts (across instances): after MAX_SIGNATURE_CHECKS the
    // nonce is spent, so one nonce costs the node a bounded number of calls.
    let checks = 0
    const countCheck = async (): Promise<void> => {
      checks = await store.countCheck(checked.nonce, contractTtl + CLOCK_SKEW_MS)
      if (checks > MAX_SIGNATURE_CHECKS) {
        await store.spend(checked.nonce, contractTtl + CLOCK_SKEW_MS)
        throw new ApiError('invalid_nonce', 'This sign-in nonce has had too many failed signatures; sign in again.')
      }
    }
    let kind: SignatureKind
    try {
      kind = await verifiers.get(checked.chainId)!.verify({ address: checked.address, message, signature: signature as Hex }, countCheck)
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_signature' && checks >= MAX_SIGNATURE_CHECKS) await store.spend(checked.nonce, contractTtl + CLOCK_SKEW_MS)
      throw error
    }
    // The long window is for contracts (a multisig gathering owners); an EOA signs at once.
    const window = kind === 'eoa' ? nonceTtl : contractTtl
    if (now() - issuedAt > window) throw new ApiError('invalid_nonce')
    if (now() - checked.issuedAt > window) throw new ApiError('message_too_old')

    // The one atomic step: of concurrent verifies of one nonce, exactly one spends it.
    if (!(await store.spend(checked.nonce, window + CLOCK_SKEW_MS))) throw new ApiError('invalid_nonce')
    const session: SiweSession = { id: generateSessionId(), address: checked.address, chainId: checked.chainId, expiresAt: now() + sessionTtl }
    await store.addSession({ id: session.id, address: session.address, expiresAt: session.expiresAt }, perAddress)
    const token = await encodeSession(session, keys)
    options.onSignIn?.({ address: checked.address, kind })
    return json(200, { address: checked.address, chainId: checked.chainId }, {}, serializeCookie(sessionCookie, token, sessionTtl / 1000, policy))
  }

  const session: Endpoint = async (request) => {
    const s = await sessionOf(request.header('cookie'))
    if (!s) throw new ApiError('unauthenticated')
    return json(200, { address: s.address, chainId: s.chainId })
  }

  const clearing = serializeCookie(sessionCookie, '', 0, policy)
  const logout: Endpoint = async (request) => {
    // A cross-site form or fetch must not be able to sign the user out.
    requireOwnOrigin(request, true)
    request.discard()
    // The browser forgets its cookie whatever happens; the store forgets the session, so a
    // copy of the cookie (another device, a stolen one) ends too, on every instance.
    const s = await decodeSession(parseCookies(request.header('cookie')).get(sessionCookie), keys, now())
    if (s) {
      try {
        await store.deleteSession(s.id, s.address)
      } catch (error) {
        throw withCookie(error, clearing)
      }
    }
    return { status: 204, headers: { 'Cache-Control': 'no-store' }, setCookie: clearing }
  }

  const routes: Record<string, [method: string, handler: Endpoint]> = {
    nonce: ['GET', guard(nonce, deadlineMs, log)],
    verify: ['POST', guard(verify, deadlineMs, log)],
    me: ['GET', guard(session, deadlineMs, log)],
    logout: ['POST', guard(logout, deadlineMs, log)],
  }
  /** The route's answer within the deadline, or 404/405. */
  const route = (request: Exchange): Promise<Answer> => {
    const path = request.path
    const name = path.startsWith(basePath) ? path.slice(basePath.length) : ''
    const found = Object.hasOwn(routes, name) ? routes[name] : undefined
    if (!found) return Promise.resolve(errorAnswer(new ApiError('not_found')))
    const [method, handler] = found
    if (request.method !== method) return Promise.resolve(errorAnswer(new ApiError('method_not_allowed', `Use ${method} for this endpoint.`, { Allow: method })))
    return handler(request)
  }
  const web =
    (endpoint: Endpoint): SiweHandler =>
    async (request, context) =>
      toResponse(await endpoint(fromRequest(request, context?.clientAddress)))
  const handleNode = async (req: SiweNodeRequest, res: SiweNodeResponse): Promise<void> => {
    let answer: Answer
    try {
      answer = await route(fromNodeRequest(req))
    } catch (error) {
      answer = errorAnswer(toApiError(error, log))
    }
    writeAnswer(res, answer)
  }
  const readSession = async (request: Pick<Request, 'headers'>) => {
    try {
      const s = await withDeadline(sessionOf(request.headers.get('cookie')), { ms: deadlineMs, onLate: () => undefined })
      return s ? { address: s.address, chainId: s.chainId } : null
    } catch {
      return null
    }
  }
  return { nonce: web(routes.nonce![1]), verify: web(routes.verify![1]), session: web(routes.me![1]), logout: web(routes.logout![1]), handle: web(route), handleNode, readSession }
}
