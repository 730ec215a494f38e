import type { Hex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { isAddressLike, type AuthenticationAdapter, type AuthSession } from '@porch/kit'

export interface SiweAdapterOptions {
  /** Where the API lives; default: this origin. */
  apiBase?: string
  /** The sentence the wallet shows above the message. */
  statement?: string
  /**
   * How long a signed message stays valid when the server does not say (its nonce answer
   * carries `expiresAt`, the nonce's own expiry, which is used instead). Default 10 min.
   */
  validForMs?: number
  /** The page's location (domain and URI of the message); default `window.location`. */
  location?: Pick<Location, 'host' | 'origin'>
  fetch?: typeof fetch
  now?: () => Date
}

export const SIWE_STATEMENT = 'Sign in to Mango staking.'

/** The server's refusal, `{ "error": "<code>", "message": "<sentence>" }`. */
export class AuthApiError extends Error {
  override name = 'AuthApiError'
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message)
  }
}

async function refusal(res: Response): Promise<AuthApiError> {
  let body: { error?: unknown; message?: unknown } = {}
  try {
    body = (await res.json()) as typeof body
  } catch {
    // not JSON
  }
  return new AuthApiError(
    res.status,
    typeof body.error === 'string' ? body.error : undefined,
    typeof body.message === 'string' ? body.message : `The sign-in server answered ${res.status}.`,
  )
}

function parseSession(raw: unknown): AuthSession | null {
  const s = raw as { address?: unknown; chainId?: unknown } | null
  if (!s || !isAddressLike(s.address)) return null
  if (typeof s.chainId !== 'number' || !Number.isSafeInteger(s.chainId) || s.chainId <= 0) return null
  return { address: s.address, chainId: s.chainId }
}

/**
 * The site's sign-in adapter: EIP-4361 messages built with viem's SIWE helper (never its
 * nonce generator: nonces come from the server, from crypto.randomBytes) and the site's own
 * API (`/api/auth/*`, same-origin cookies).
 */
export function createSiweAdapter(options: SiweAdapterOptions = {}): AuthenticationAdapter {
  const base = options.apiBase ?? ''
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init))
  const now = options.now ?? (() => new Date())
  const validFor = options.validForMs ?? 10 * 60_000
  const where = () => options.location ?? window.location
  // The expiry the server gave each nonce, until its message is made (a few at most).
  const expiries = new Map<string, Date>()
  const call = (path: string, init: RequestInit = {}) =>
    doFetch(`${base}/api/auth/${path}`, { credentials: 'same-origin', cache: 'no-store', ...init })

  return {
    async getNonce() {
      const res = await call('nonce')
      if (!res.ok) throw await refusal(res)
      const { nonce, expiresAt } = (await res.json()) as { nonce?: unknown; expiresAt?: unknown }
      if (typeof nonce !== 'string' || !/^[a-zA-Z0-9]{8,}$/.test(nonce)) throw new Error('The sign-in server sent no usable nonce.')
      const expiry = typeof expiresAt === 'string' ? new Date(expiresAt) : undefined
      if (expiry && !Number.isNaN(expiry.getTime())) {
        if (expiries.size >= 8) expiries.delete(expiries.keys().next().value as string)
        expiries.set(nonce, expiry)
      }
      return nonce
    },
    createMessage({ address, chainId, nonce }) {
      const { host, origin } = where()
      const issuedAt = now()
      const given = expiries.get(nonce)
      expiries.delete(nonce)
      // The message lives exactly as long as its nonce: the server's lifetime, not a copy of it.
      const expirationTime = given && given > issuedAt ? given : new Date(issuedAt.getTime() + validFor)
      return createSiweMessage({
        domain: host,
        uri: origin,
        version: '1',
        address,
        chainId,
        nonce,
        statement: options.statement ?? SIWE_STATEMENT,
        issuedAt,
        expirationTime,
      })
    },
    // A one-approval sign-in (WalletConnect one-click, ERC-7846): the wallet writes the
    // message from these, with the same domain, URI and statement as createMessage's.
    getMessageParams() {
      const { host, origin } = where()
      return { domain: host, uri: origin, statement: options.statement ?? SIWE_STATEMENT }
    },
    async verify({ message, signature }: { message: string; signature: Hex }) {
      const res = await call('verify', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message, signature }),
      })
      if (res.ok) return true
      // A 4xx is a refusal of this signature; anything else (503: the node is down) is not.
      if (res.status >= 400 && res.status < 500) return false
      throw await refusal(res)
    },
    async signOut() {
      const res = await call('logout', { method: 'POST' })
      if (!res.ok) throw await refusal(res)
    },
    async getSession() {
      const res = await call('me')
      if (res.status === 401) return null
      if (!res.ok) throw await refusal(res)
      return parseSession(await res.json())
    },
  }
}
