/**
 * Server settings from the environment. Every bad value fails at start with a sentence that
 * names the variable; nothing is read again per request.
 */
import { randomBytes } from 'node:crypto'
import { ConfigError, int, isLoopback, MINUTE, parseDuration, parseOrigin, type Env } from './env'
import { factsFromEnv, reconcileFacts, type ServingFacts } from './servingFacts'

export { ConfigError, type Env } from './env'

export type CookieMode = 'lax' | 'iframe'

export interface ServerConfig {
  host: string
  port: number
  /** The origin users see (scheme, host, port), e.g. https://mango.example. */
  publicOrigin: URL
  /** HMAC secrets of nonces and session cookies: the first signs, every one verifies (rotation). */
  sessionSecrets: string[]
  /** True when SESSION_SECRET was unset and a per-process key was drawn (loopback only). */
  ephemeralSecret: boolean
  redisUrl: string | undefined
  chainId: number
  /** Node URLs, tried in order (failover). */
  rpcUrls: string[]
  /** Extra node the site reads ENS from (only for the CSP's connect-src). */
  ensRpcUrl: string | undefined
  walletConnectRelayUrl: string
  safeAllowedOrigins: string[]
  /** Safe wallet-service the site asks inside Safe when the host does not answer (connect-src only). */
  safeServiceUrl: string
  /** How long an issued nonce stays valid, and the oldest issued-at a message may carry, for EOA signatures. */
  nonceTtlMs: number
  /** The same for contract signatures (ERC-1271/6492): a multisig gathers its owners. */
  contractNonceTtlMs: number
  /** Cap on spent nonces remembered at once in the memory store. */
  maxOutstandingNonces: number
  /** Cap on live sessions in the memory store. */
  maxSessions: number
  /** Live sessions one address keeps (its oldest ends). */
  sessionsPerAddress: number
  /** Per-client token bucket on GET /api/auth/nonce: `burst` at once, `perMinute` after; burst 0 = off. */
  nonceRate: { burst: number; perMinute: number }
  /** The same for POST /api/auth/verify. */
  verifyRate: { burst: number; perMinute: number }
  /** Request header that holds the client's address behind a proxy (its last entry), or none: the socket's. */
  clientIpHeader: string | undefined
  sessionTtlMs: number
  /** 'lax': SameSite=Lax. 'iframe': SameSite=None; Secure; Partitioned, for the site inside the Safe app. */
  cookieMode: CookieMode
  /** Directory of the production build (`npm run build`). */
  distDir: string
}

function clientIpHeader(raw: string | undefined): string | undefined {
  if (!raw) return undefined
  if (!/^[A-Za-z0-9-]+$/.test(raw)) throw new ConfigError(`CLIENT_IP_HEADER must be a header name such as X-Forwarded-For, got "${raw}".`)
  return raw.toLowerCase()
}

/**
 * The server's settings. `facts` are the serving facts of the build being served (chain,
 * nodes, relay, Safe origins): they decide, and a variable that says otherwise stops the
 * server. Without them (the dev server, which has no build) the variables decide.
 */
export function readConfig(env: Env, overrides: { port?: number; distDir?: string; facts?: ServingFacts } = {}): ServerConfig {
  const host = env.HOST || '127.0.0.1'
  const port = overrides.port ?? int(env, 'PORT', 4173, 0, 65535)
  const publicOrigin = parseOrigin('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN || `http://${host.includes(':') ? `[${host}]` : host}:${port}`)

  const secretText = env.SESSION_SECRET ?? ''
  let sessionSecrets: string[]
  let ephemeralSecret = false
  if (secretText === '') {
    if (!isLoopback(publicOrigin)) {
      throw new ConfigError(
        `SESSION_SECRET is required when PUBLIC_ORIGIN (${publicOrigin.origin}) is not a loopback address: ` +
          'set it to at least 32 random characters (for example `openssl rand -hex 32`), the same on every instance.',
      )
    }
    sessionSecrets = [randomBytes(32).toString('hex')]
    ephemeralSecret = true
  } else {
    // Several secrets, comma-separated: the first signs, all verify (rotate without signing anyone out).
    sessionSecrets = secretText.split(',').map((s) => s.trim())
    for (const s of sessionSecrets) {
      if (s.length < 32) throw new ConfigError(`SESSION_SECRET must be at least 32 characters long, each secret of a comma-separated list (got ${s.length}).`)
    }
  }

  const distDir = overrides.distDir ?? env.DIST_DIR ?? 'dist'
  const site = overrides.facts ? reconcileFacts(env, overrides.facts, distDir) : factsFromEnv(env)

  const cookieModeText = env.SESSION_COOKIE || 'lax'
  if (cookieModeText !== 'lax' && cookieModeText !== 'iframe') {
    throw new ConfigError(`SESSION_COOKIE must be "lax" (default) or "iframe" (SameSite=None; Secure; Partitioned), got "${cookieModeText}".`)
  }
  if (cookieModeText === 'iframe' && publicOrigin.protocol !== 'https:' && !isLoopback(publicOrigin)) {
    throw new ConfigError('SESSION_COOKIE=iframe needs an https PUBLIC_ORIGIN: browsers keep SameSite=None cookies only when Secure.')
  }

  return {
    host,
    port,
    publicOrigin,
    sessionSecrets,
    ephemeralSecret,
    redisUrl: env.REDIS_URL || undefined,
    chainId: site.chainId,
    rpcUrls: site.rpcUrls,
    ensRpcUrl: site.ensRpcUrl ?? undefined,
    walletConnectRelayUrl: site.walletConnectRelayUrl,
    safeAllowedOrigins: site.safeAllowedOrigins,
    safeServiceUrl: site.safeServiceUrl,
    nonceTtlMs: env.SIWE_NONCE_TTL ? parseDuration('SIWE_NONCE_TTL', env.SIWE_NONCE_TTL) : 10 * MINUTE,
    contractNonceTtlMs: env.SIWE_CONTRACT_NONCE_TTL ? parseDuration('SIWE_CONTRACT_NONCE_TTL', env.SIWE_CONTRACT_NONCE_TTL) : 24 * 60 * MINUTE,
    maxOutstandingNonces: int(env, 'SIWE_MAX_NONCES', 200_000, 1, 10_000_000),
    maxSessions: int(env, 'SIWE_MAX_SESSIONS', 100_000, 1, 10_000_000),
    sessionsPerAddress: int(env, 'SIWE_SESSIONS_PER_ADDRESS', 10, 1, 1000),
    nonceRate: { burst: int(env, 'SIWE_NONCE_BURST', 20, 0, 1_000_000), perMinute: int(env, 'SIWE_NONCE_PER_MINUTE', 20, 1, 1_000_000) },
    verifyRate: { burst: int(env, 'SIWE_VERIFY_BURST', 20, 0, 1_000_000), perMinute: int(env, 'SIWE_VERIFY_PER_MINUTE', 20, 1, 1_000_000) },
    clientIpHeader: clientIpHeader(env.CLIENT_IP_HEADER),
    sessionTtlMs: env.SESSION_TTL ? parseDuration('SESSION_TTL', env.SESSION_TTL) : 24 * 60 * MINUTE,
    cookieMode: cookieModeText,
    distDir,
  }
}
