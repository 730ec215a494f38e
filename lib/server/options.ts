import type { SiweStore } from './store'
import type { CookieMode } from './http'

/** A per-client token bucket: `burst` requests at once, then `perMinute` more each minute; burst 0 turns it off. */
export interface RateLimit {
  /** Requests allowed at once. */
  burst: number
  /** Requests added back per minute. */
  perMinute: number
}

/** Limits of the sign-in handlers; every one bounds what a single client can take. */
export interface SiweLimits {
  /** GET nonce per client. Default 20 at once, 20 per minute. */
  nonce?: RateLimit
  /** POST verify per client. Default 20 at once, 20 per minute. */
  verify?: RateLimit
  /** Live sessions one address keeps; a new sign-in past it ends the oldest. Default 10. */
  sessionsPerAddress?: number
  /**
   * How much more a network prefix may take than one address: an IPv4 /24, an IPv6 /56 and /48
   * get these multiples of the per-client budget. Default `{ v4: 16, v6: [4, 16] }`.
   */
  prefixFactors?: { v4: number; v6: readonly [number, number] }
}

/** A chain the handlers sign people in on, and the nodes that answer contract-signature questions for it. */
export interface SiweChain {
  /** EIP-155 chain id. */
  id: number
  /** Node URLs (http(s) or ws(s)), tried in order. */
  rpcUrls: readonly string[]
}

/** The cookies the handlers set. */
export interface SiweCookieOptions {
  /** Session cookie name. Default `porch_session` (`__Host-porch_session` over https or in iframe mode). */
  session?: string
  /** Browser-binding cookie name. Default `porch_siwe` (`__Host-` prefixed like the session's). */
  binding?: string
  /** 'lax' (default) or 'iframe' (SameSite=None; Secure; Partitioned, for a site inside a Safe app). */
  mode?: CookieMode
}

/** Settings of {@link createSiweHandlers}. */
export interface SiweHandlersOptions {
  /** The origin users see, e.g. `https://app.example`: messages must name its host and stay under it. */
  origin: string | URL
  /** The chains accepted, with their nodes (contract signatures are asked there). */
  chains: readonly SiweChain[]
  /**
   * HMAC secret(s), each at least 32 characters, the same on every instance. With several,
   * the first signs and all verify: add a new secret first, drop the old one later.
   */
  secret: string | readonly string[]
  /** Where state lives: `memoryStore()` for one process, `redisStore(client)` for several. */
  store: SiweStore
  /** Per-client limits. */
  limits?: SiweLimits
  /** How long a nonce (and a message's issued-at) is good for with an EOA signature. Default 10 minutes. */
  nonceTtlMs?: number
  /**
   * The same for a contract's signature (ERC-1271, ERC-6492): a multisig needs time to gather
   * its owners. Default 24 hours.
   */
  contractSignatureTtlMs?: number
  /** Session lifetime. Default 24 hours. */
  sessionTtlMs?: number
  /** Cookie names and mode. */
  cookies?: SiweCookieOptions
  /**
   * Header that holds the client's address behind a proxy (its last entry counts), e.g.
   * `x-forwarded-for`. Without it, the `clientAddress` given to each call counts.
   */
  clientIpHeader?: string
  /** Path the routes live under, for `handle`. Default `/api/auth/`. */
  basePath?: string
  /** Per-attempt node timeout for contract signatures. Default 1500 ms. */
  nodeTimeoutMs?: number
  /** Every answer comes within this time (503 past it), whatever the store or node do. Default 1750 ms. */
  deadlineMs?: number
  /** Clock (tests). */
  now?: () => number
  /** Where server-side failures are written. Default console.error. */
  log?: (line: string) => void
  /** Called after each successful sign-in. */
  onSignIn?: (info: SiweSignIn) => void
}

/** A successful sign-in, as `onSignIn` reports it. */
export interface SiweSignIn {
  /** The account signed in. */
  address: string
  /** How its signature was proven: 'eoa', 'erc1271', 'erc1271-legacy' or 'erc6492'. */
  kind: string
}
