import { getAddress, isAddress, type Address } from 'viem'
import { equalBytes, fromBase64urlCanonical, fromUtf8, randomBytes, toBase64url, toHex, utf8 } from './encoding'
import type { Keyring } from './secrets'

/** A signed-in session, as the cookie carries it. */
export interface SiweSession {
  /** 128-bit hex id: the session is live only while the store holds this id. */
  id: string
  /** The signed-in account. */
  address: Address
  /** The chain the message was signed for. */
  chainId: number
  /** Unix ms when the session ends. */
  expiresAt: number
}

const SESSION_ID = /^[0-9a-f]{32}$/
const TOKEN = /^[A-Za-z0-9_-]{1,700}\.[A-Za-z0-9_-]{43}$/

/** A fresh session id, 128 bits from the platform CSPRNG. */
export function generateSessionId(): string {
  return toHex(randomBytes(16))
}

/** `<payload>.<HMAC-SHA256>`, both base64url; the payload is JSON {i, a, c, e}. */
export async function encodeSession(session: SiweSession, keys: Keyring): Promise<string> {
  const payload = toBase64url(utf8(JSON.stringify({ i: session.id, a: session.address, c: session.chainId, e: session.expiresAt })))
  return `${payload}.${toBase64url(await keys.sign('session', utf8(payload)))}`
}

/**
 * The session in a cookie value, or undefined when it is forged, malformed, expired or not
 * spelled exactly as issued (canonical base64url is checked before the signature).
 */
export async function decodeSession(token: string | undefined, keys: Keyring, now: number): Promise<SiweSession | undefined> {
  if (!token || !TOKEN.test(token)) return undefined
  const dot = token.indexOf('.')
  const payload = token.slice(0, dot)
  const payloadBytes = fromBase64urlCanonical(payload)
  const given = fromBase64urlCanonical(token.slice(dot + 1))
  if (!payloadBytes || !given) return undefined
  const macs = await keys.candidates('session', utf8(payload))
  if (!macs.some((m) => equalBytes(m, given))) return undefined
  try {
    const data = JSON.parse(fromUtf8(payloadBytes)) as { i?: unknown; a?: unknown; c?: unknown; e?: unknown }
    if (typeof data.i !== 'string' || !SESSION_ID.test(data.i) || typeof data.a !== 'string' || !isAddress(data.a) || typeof data.c !== 'number' || typeof data.e !== 'number') return undefined
    if (data.e <= now) return undefined
    return { id: data.i, address: getAddress(data.a), chainId: data.c, expiresAt: data.e }
  } catch {
    return undefined
  }
}
