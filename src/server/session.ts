import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { getAddress, isAddress, type Address } from 'viem'

export interface Session {
  /** 128-bit hex id: logout records it as revoked until `expiresAt`. */
  id: string
  address: Address
  chainId: number
  /** Unix ms when the session ends. */
  expiresAt: number
}

const b64 = (data: Buffer | string): string => Buffer.from(data).toString('base64url')

function mac(secret: Buffer, payload: string): Buffer {
  return createHmac('sha256', secret).update(`mango-session.${payload}`).digest()
}

const SESSION_ID = /^[0-9a-f]{32}$/

/** A fresh session id, 128 bits from the OS CSPRNG. */
export function generateSessionId(): string {
  return randomBytes(16).toString('hex')
}

/** `<payload>.<HMAC-SHA256>`, both base64url; the payload is JSON {i, a, c, e}. */
export function encodeSession(session: Session, secret: Buffer): string {
  const payload = b64(JSON.stringify({ i: session.id, a: session.address, c: session.chainId, e: session.expiresAt }))
  return `${payload}.${b64(mac(secret, payload))}`
}

/** The session in a cookie value, or undefined when it is forged, malformed or expired. */
export function decodeSession(token: string | undefined, secret: Buffer, now = Date.now()): Session | undefined {
  if (!token || token.length > 1024) return undefined
  const dot = token.indexOf('.')
  if (dot < 0) return undefined
  const payload = token.slice(0, dot)
  const given = Buffer.from(token.slice(dot + 1), 'base64url')
  const expected = mac(secret, payload)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { i?: unknown; a?: unknown; c?: unknown; e?: unknown }
    // A session without an id could not be revoked: not a session.
    if (typeof data.i !== 'string' || !SESSION_ID.test(data.i) || typeof data.a !== 'string' || !isAddress(data.a) || typeof data.c !== 'number' || typeof data.e !== 'number') return undefined
    if (data.e <= now) return undefined
    return { id: data.i, address: getAddress(data.a), chainId: data.c, expiresAt: data.e }
  } catch {
    return undefined
  }
}
