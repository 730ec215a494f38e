/**
 * Server settings from the environment. Every bad value fails at start with a sentence that
 * names the variable; nothing is read again per request.
 */
import { randomBytes } from 'node:crypto'

export type CookieMode = 'lax' | 'iframe'

export interface ServerConfig {
  host: string
  port: number
  /** The origin users see (scheme, host, port), e.g. https://mango.example. */
  publicOrigin: URL
  /** HMAC key of the session cookie. */
  sessionSecret: Buffer
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
  /** How long an issued nonce stays valid, and the oldest issued-at a message may carry. */
  nonceTtlMs: number
  /** Cap on nonces outstanding at once in the memory store. */
  maxOutstandingNonces: number
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

export type Env = Record<string, string | undefined>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

const DEFAULT_RPC_URL = 'https://zkevm-rpc.com'
export const DEFAULT_WC_RELAY_URL = 'wss://relay.walletconnect.org'
export const DEFAULT_SAFE_ORIGINS = ['https://app.safe.global', 'https://app.safe.eth.limo']
const DEFAULT_SAFE_SERVICE_URL = 'https://safe-client.safe.global'
const MINUTE = 60_000

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`)
  }
  return n
}

/**
 * A duration in milliseconds; values below 100 000 are read as seconds ("600" = 10 minutes,
 * "600000" = 10 minutes), so either unit works. A trailing "s", "m" or "ms" is also accepted.
 */
export function parseDuration(name: string, raw: string): number {
  const match = /^(\d+)\s*(ms|s|m|h)?$/.exec(raw.trim())
  if (!match) throw new ConfigError(`${name} must be a duration such as 600 (seconds), 600000 (ms), 10m or 2h, got "${raw}".`)
  const value = Number(match[1])
  const unit = match[2]
  const ms =
    unit === 'ms' ? value : unit === 's' ? value * 1000 : unit === 'm' ? value * MINUTE : unit === 'h' ? value * 60 * MINUTE : value < 100_000 ? value * 1000 : value
  if (ms < 10_000) throw new ConfigError(`${name} must be at least 10 seconds, got "${raw}".`)
  return ms
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean)
}

function isLoopback(url: URL): boolean {
  const h = url.hostname
  return h === 'localhost' || h === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(h)
}

function parseOrigin(name: string, raw: string): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(`${name} must be an origin such as https://mango.example, got "${raw}".`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must start with http:// or https://, got "${raw}".`)
  if (url.search || url.hash || url.username) throw new ConfigError(`${name} must be a plain origin (no query, fragment or credentials), got "${raw}".`)
  return url
}

function rpcUrl(name: string, raw: string): string {
  if (!/^(https?|wss?):\/\/[^\s]+$/.test(raw)) throw new ConfigError(`${name} must hold http(s):// or ws(s):// URLs, got "${raw}".`)
  return raw
}

function clientIpHeader(raw: string | undefined): string | undefined {
  if (!raw) return undefined
  if (!/^[A-Za-z0-9-]+$/.test(raw)) throw new ConfigError(`CLIENT_IP_HEADER must be a header name such as X-Forwarded-For, got "${raw}".`)
  return raw.toLowerCase()
}

export function readConfig(env: Env, overrides: { port?: number; distDir?: string } = {}): ServerConfig {
  const host = env.HOST || '127.0.0.1'
  const port = overrides.port ?? int(env, 'PORT', 4173, 0, 65535)
  const publicOrigin = parseOrigin('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN || `http://${host.includes(':') ? `[${host}]` : host}:${port}`)

  const secretText = env.SESSION_SECRET ?? ''
  let sessionSecret: Buffer
  let ephemeralSecret = false
  if (secretText === '') {
    if (!isLoopback(publicOrigin)) {
      throw new ConfigError(
        `SESSION_SECRET is required when PUBLIC_ORIGIN (${publicOrigin.origin}) is not a loopback address: ` +
          'set it to at least 32 random characters (for example `openssl rand -hex 32`), the same on every instance.',
      )
    }
    sessionSecret = randomBytes(32)
    ephemeralSecret = true
  } else {
    if (secretText.length < 32) throw new ConfigError(`SESSION_SECRET must be at least 32 characters long (got ${secretText.length}).`)
    sessionSecret = Buffer.from(secretText, 'utf8')
  }

  const chainIdText = env.VITE_CHAIN_ID || '1101'
  const chainId = Number(chainIdText)
  if (!/^\d+$/.test(chainIdText) || !Number.isSafeInteger(chainId) || chainId <= 0) throw new ConfigError(`VITE_CHAIN_ID must be a positive whole number, got "${chainIdText}".`)

  const rpcList = list(env.VITE_RPC_URLS)
  const rpcUrls = (rpcList.length > 0 ? rpcList : [env.VITE_RPC_URL || DEFAULT_RPC_URL]).map((u) =>
    rpcUrl(rpcList.length > 0 ? 'VITE_RPC_URLS' : 'VITE_RPC_URL', u),
  )

  const cookieModeText = env.SESSION_COOKIE || 'lax'
  if (cookieModeText !== 'lax' && cookieModeText !== 'iframe') {
    throw new ConfigError(`SESSION_COOKIE must be "lax" (default) or "iframe" (SameSite=None; Secure; Partitioned), got "${cookieModeText}".`)
  }
  if (cookieModeText === 'iframe' && publicOrigin.protocol !== 'https:' && !isLoopback(publicOrigin)) {
    throw new ConfigError('SESSION_COOKIE=iframe needs an https PUBLIC_ORIGIN: browsers keep SameSite=None cookies only when Secure.')
  }

  const safeOrigins = list(env.VITE_SAFE_ALLOWED_ORIGINS)
  for (const o of safeOrigins) parseOrigin('VITE_SAFE_ALLOWED_ORIGINS', o)

  return {
    host,
    port,
    publicOrigin,
    sessionSecret,
    ephemeralSecret,
    redisUrl: env.REDIS_URL || undefined,
    chainId,
    rpcUrls,
    ensRpcUrl: env.VITE_ENS_RPC_URL ? rpcUrl('VITE_ENS_RPC_URL', env.VITE_ENS_RPC_URL) : undefined,
    walletConnectRelayUrl: env.VITE_WC_RELAY_URL || DEFAULT_WC_RELAY_URL,
    safeAllowedOrigins: safeOrigins.length > 0 ? safeOrigins.map((o) => new URL(o).origin) : DEFAULT_SAFE_ORIGINS,
    safeServiceUrl: rpcUrl('VITE_SAFE_SERVICE_URL', env.VITE_SAFE_SERVICE_URL || DEFAULT_SAFE_SERVICE_URL),
    nonceTtlMs: env.SIWE_NONCE_TTL ? parseDuration('SIWE_NONCE_TTL', env.SIWE_NONCE_TTL) : 10 * MINUTE,
    maxOutstandingNonces: int(env, 'SIWE_MAX_NONCES', 100_000, 1, 10_000_000),
    nonceRate: { burst: int(env, 'SIWE_NONCE_BURST', 20, 0, 1_000_000), perMinute: int(env, 'SIWE_NONCE_PER_MINUTE', 20, 1, 1_000_000) },
    verifyRate: { burst: int(env, 'SIWE_VERIFY_BURST', 20, 0, 1_000_000), perMinute: int(env, 'SIWE_VERIFY_PER_MINUTE', 20, 1, 1_000_000) },
    clientIpHeader: clientIpHeader(env.CLIENT_IP_HEADER),
    sessionTtlMs: env.SESSION_TTL ? parseDuration('SESSION_TTL', env.SESSION_TTL) : 24 * 60 * MINUTE,
    cookieMode: cookieModeText,
    distDir: overrides.distDir ?? env.DIST_DIR ?? 'dist',
  }
}
