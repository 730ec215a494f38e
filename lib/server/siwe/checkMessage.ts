import { getAddress, isAddress, type Address } from 'viem'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { ApiError } from '../errors'

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

/**
 * Parses an EIP-4361 message and checks every field the server is responsible for; throws an
 * ApiError with the field's own code. viem's validateSiweMessage is not enough: it checks
 * domain and nonce only when given them and never the URI or the chain id.
 */
export function checkSiweMessage(message: string, rules: MessageRules, now = Date.now()): CheckedMessage {
  const fields = parseSiweMessage(message)
  const { address, domain, uri, nonce, chainId, version, issuedAt, expirationTime, notBefore, scheme } = fields
  if (!address || !isAddress(address, { strict: false }) || !domain || !uri || !nonce || chainId === undefined || !version || !issuedAt) {
    throw new ApiError('invalid_message')
  }
  for (const date of [issuedAt, expirationTime, notBefore]) {
    if (date && Number.isNaN(date.getTime())) throw new ApiError('invalid_message', 'A date in the message is not an RFC 3339 date-time.')
  }
  if (version !== '1') throw new ApiError('unsupported_version')
  // Byte-exact: the message must be exactly what viem's builder makes of its own fields, so no
  // extra lines or text can ride along with a valid-looking prefix and suffix.
  let canonical: string
  try {
    canonical = createSiweMessage({ ...fields, address: getAddress(address), chainId, domain, nonce, uri, version })
  } catch {
    throw new ApiError('invalid_message')
  }
  if (canonical !== message) throw new ApiError('invalid_message', 'The message is not in the exact EIP-4361 format.')

  // Never the request's Host header: the domain must be the one users see.
  if (domain !== rules.publicOrigin.host) throw new ApiError('wrong_domain', `The message was made for ${domain}, not ${rules.publicOrigin.host}.`)
  if (scheme !== undefined && `${scheme}:` !== rules.publicOrigin.protocol) throw new ApiError('wrong_domain', `The message was made for ${scheme}://${domain}.`)
  if (!isUriUnder(uri, rules.publicOrigin)) throw new ApiError('wrong_uri', `The message names ${uri}, which is not under ${rules.publicOrigin.origin}.`)
  if (!rules.chainIds.includes(chainId)) throw new ApiError('wrong_chain', `The message is for chain ${chainId}; this site uses chain ${rules.chainIds.join(', ')}.`)

  const issued = issuedAt.getTime()
  if (issued > now + CLOCK_SKEW_MS) throw new ApiError('issued_in_future')
  if (issued < now - rules.maxAgeMs) throw new ApiError('message_too_old')
  if (expirationTime && expirationTime.getTime() <= now) throw new ApiError('message_expired')
  if (notBefore && notBefore.getTime() > now + CLOCK_SKEW_MS) throw new ApiError('message_not_yet_valid')

  return { address: getAddress(address), chainId, nonce, issuedAt: issued }
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
