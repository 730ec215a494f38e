import type { Address } from 'viem'
import { ApiError } from '../errors'
import { parseSiweMessage, type SiweFields } from './grammar/message'

/** Allowed clock difference between the signer's device and the server. */
export const CLOCK_SKEW_MS = 60_000

export interface MessageRules {
  publicOrigin: URL
  /** Chains the server signs people in on. */
  chainIds: readonly number[]
  /** A message's issued-at may be at most this old (the longest nonce lifetime). */
  maxAgeMs: number
}

export interface CheckedMessage {
  address: Address
  chainId: number
  nonce: string
  /** Unix ms of the message's issued-at. */
  issuedAt: number
}

const DEFAULT_PORTS: Readonly<Record<string, number>> = { http: 80, https: 443, ws: 80, wss: 443 }

/**
 * Parses an EIP-4361 message by its grammar (./grammar/message.ts: nothing but its lines,
 * each once, in order) and checks every field the server is responsible for on the parsed
 * values; throws an ApiError with the field's own code. The caller verifies the signature
 * over `message` itself: the signed bytes are the bytes checked.
 */
export function checkSiweMessage(message: string, rules: MessageRules, now = Date.now()): CheckedMessage {
  const fields = parseSiweMessage(message)
  const origin = rules.publicOrigin
  // Never the request's Host header: the domain must be the one users see.
  if (fields.scheme !== undefined && `${fields.scheme.toLowerCase()}:` !== origin.protocol) {
    throw new ApiError('wrong_domain', `The message was made for ${fields.scheme}://${fields.domain}, not ${origin.origin}.`)
  }
  if (!isSiteAuthority(fields, origin)) throw new ApiError('wrong_domain', `The message was made for ${fields.domain}, not ${origin.host}.`)
  if (!isUriUnder(fields.uri, origin)) throw new ApiError('wrong_uri', `The message names ${fields.uri}, which is not under ${origin.origin}.`)
  // 1*DIGIT may exceed a safe integer: compared exactly, as integers.
  const chainId = rules.chainIds.find((id) => BigInt(id) === BigInt(fields.chainId))
  if (chainId === undefined) throw new ApiError('wrong_chain', `The message is for chain ${fields.chainId}; this site uses chain ${rules.chainIds.join(', ')}.`)

  // Each time is the instant it names (an offset is applied), to the millisecond.
  const { issuedAt, expirationTime, notBefore } = fields
  if (issuedAt > now + CLOCK_SKEW_MS) throw new ApiError('issued_in_future')
  if (issuedAt < now - rules.maxAgeMs) throw new ApiError('message_too_old')
  if (expirationTime !== undefined && expirationTime <= now) throw new ApiError('message_expired')
  if (notBefore !== undefined && notBefore > now + CLOCK_SKEW_MS) throw new ApiError('message_not_yet_valid')

  return { address: fields.address, chainId, nonce: fields.nonce, issuedAt }
}

/**
 * The domain's host and port are the site's. Hosts compare as a URL spells them (lowercase,
 * IPv6 in brackets in canonical text); a missing or empty port is the scheme's default, the
 * message's scheme or else the site's own (the server knows which scheme it is served on).
 * User info does not change the site: `user@host` names a user at that host, and the wallet
 * checks the host against the page asking (EIP-4361, "Verifying the Request Origin").
 */
function isSiteAuthority({ authority, scheme }: SiweFields, origin: URL): boolean {
  const siteScheme = origin.protocol.slice(0, -1)
  const sitePort = origin.port === '' ? DEFAULT_PORTS[siteScheme] : Number(origin.port)
  const port = authority.port === undefined || authority.port === '' ? DEFAULT_PORTS[(scheme ?? siteScheme).toLowerCase()] : Number(authority.port)
  return authority.hostname === origin.hostname && port !== undefined && port === sitePort
}

/** Same origin as the site, and inside its path when PUBLIC_ORIGIN has one. */
function isUriUnder(uri: string, base: URL): boolean {
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    return false
  }
  if (url.origin !== base.origin || url.username || url.password) return false
  const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`
  return basePath === '/' || url.pathname === base.pathname || url.pathname.startsWith(basePath)
}
