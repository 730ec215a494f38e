/**
 * EIP-4361's message (https://eips.ethereum.org/EIPS/eip-4361, "ABNF Message Format"):
 *   sign-in-with-ethereum =
 *     [ scheme "://" ] domain %s" wants you to sign in with your Ethereum account:" LF
 *     address LF LF [ statement LF ] LF
 *     %s"URI: " uri LF %s"Version: " version LF %s"Chain ID: " chain-id LF
 *     %s"Nonce: " nonce LF %s"Issued At: " issued-at
 *     [ LF %s"Expiration Time: " expiration-time ] [ LF %s"Not Before: " not-before ]
 *     [ LF %s"Request ID: " request-id ] [ LF %s"Resources:" resources ]
 *   resources = *( LF resource ) ; resource = "- " URI
 * Nothing else: each line exactly once, in this order, LF only, no trailing line break. No
 * field value holds an LF, so the message is read line by line. Every refusal names the field.
 */
import type { Address } from 'viem'
import { ApiError } from '../../errors'
import { SCHEME } from './abnf'
import { parseAuthority, type Authority } from './authority'
import { parseDateTime } from './dateTime'
import { CHAIN_ID, NONCE, readAddress, REQUEST_ID, STATEMENT, VERSION_NUMBER } from './fields'
import { isUri } from './uri'

const HEADER_END = ' wants you to sign in with your Ethereum account:'

export interface SiweFields {
  scheme?: string
  /** The domain as written, and its parts. */
  domain: string
  authority: Authority
  /** EIP-55 form. */
  address: Address
  statement?: string
  uri: string
  /** As written (1*DIGIT): may exceed a safe integer. */
  chainId: string
  nonce: string
  /** Unix ms of the instants the date-times name. */
  issuedAt: number
  expirationTime?: number
  notBefore?: number
  requestId?: string
  resources?: string[]
}

const refuse = (sentence: string): ApiError => new ApiError('invalid_message', sentence)

/** Parses `message` by EIP-4361's grammar; throws `invalid_message` (or `unsupported_version`) naming the field. */
export function parseSiweMessage(message: string): SiweFields {
  const lines = message.split('\n')
  let i = 0
  /** The value of the line that must come next, which begins with `label`. */
  const take = (label: string, name: string): string => {
    const line = lines[i]
    if (line === undefined || !line.startsWith(label)) throw refuse(`The message needs its ${name} line ("${label.trimEnd()}") as line ${i + 1}.`)
    i++
    return line.slice(label.length)
  }
  /** The value of the next line if it begins with `label`. */
  const optional = (label: string): string | undefined => (lines[i]?.startsWith(label) ? lines[i++]!.slice(label.length) : undefined)
  const time = (text: string, name: string): number => {
    const ms = parseDateTime(text)
    if (ms === undefined) throw refuse(`The message's ${name} is not an RFC 3339 date-time.`)
    return ms
  }

  const header = lines[i++]!
  if (!header.endsWith(HEADER_END)) throw refuse(`The message's first line must end with "${HEADER_END.trim()}".`)
  const origin = header.slice(0, -HEADER_END.length)
  const sep = origin.indexOf('://')
  const scheme = sep < 0 ? undefined : origin.slice(0, sep)
  if (scheme !== undefined && !SCHEME.test(scheme)) throw refuse("The message's scheme is not an RFC 3986 scheme.")
  const domain = sep < 0 ? origin : origin.slice(sep + 3)
  const authority = parseAuthority(domain)
  if (!authority) throw refuse("The message's domain is not an RFC 3986 authority (host, with an optional user and port).")

  const address = readAddress(lines[i++] ?? '')
  if (address === 'not-hex') throw refuse("The message's address is not 0x followed by 40 hexadecimal digits.")
  if (address === 'checksum') throw refuse("The message's address is in mixed case but not the EIP-55 checksum.")
  if (lines[i++] !== '') throw refuse('The message needs an empty line after the address.')
  // [ statement LF ] LF: a statement is followed by an empty line; without one, an empty line.
  let statement: string | undefined
  if (lines[i + 1] === '') {
    statement = lines[i]!
    if (!STATEMENT.test(statement)) throw refuse("The message's statement holds a character EIP-4361 does not allow (it takes letters, digits, spaces and the marks RFC 3986 reserves).")
    i += 2
  } else if (lines[i++] !== '') {
    throw refuse('The message needs an empty line before its URI line.')
  }

  const uri = take('URI: ', 'URI')
  if (!isUri(uri)) throw refuse("The message's URI is not an RFC 3986 URI.")
  const version = take('Version: ', 'Version')
  if (version !== '1') throw VERSION_NUMBER.test(version) ? new ApiError('unsupported_version') : refuse("The message's Version is not a number.")
  const chainId = take('Chain ID: ', 'Chain ID')
  if (!CHAIN_ID.test(chainId)) throw refuse("The message's Chain ID is not a decimal number.")
  const nonce = take('Nonce: ', 'Nonce')
  if (!NONCE.test(nonce)) throw refuse("The message's Nonce is not at least 8 letters and digits.")
  const issuedAt = time(take('Issued At: ', 'Issued At'), 'Issued At')

  const expiration = optional('Expiration Time: ')
  const expirationTime = expiration === undefined ? undefined : time(expiration, 'Expiration Time')
  const notBeforeText = optional('Not Before: ')
  const notBefore = notBeforeText === undefined ? undefined : time(notBeforeText, 'Not Before')
  const requestId = optional('Request ID: ')
  if (requestId !== undefined && !REQUEST_ID.test(requestId)) throw refuse("The message's Request ID holds a character a URI path does not allow.")
  let resources: string[] | undefined
  if (lines[i] === 'Resources:') {
    i++
    resources = lines.slice(i).map((line, n) => {
      if (!line.startsWith('- ') || !isUri(line.slice(2))) throw refuse(`The message's resource ${n + 1} is not "- " followed by an RFC 3986 URI.`)
      return line.slice(2)
    })
    i = lines.length
  }
  if (i < lines.length) throw refuse(`The message's line ${i + 1} is not one EIP-4361 allows there (after Issued At come only Expiration Time, Not Before, Request ID and Resources, in that order).`)

  return {
    ...(scheme === undefined ? {} : { scheme }),
    domain,
    authority,
    address,
    ...(statement === undefined ? {} : { statement }),
    uri,
    chainId,
    nonce,
    issuedAt,
    ...(expirationTime === undefined ? {} : { expirationTime }),
    ...(notBefore === undefined ? {} : { notBefore }),
    ...(requestId === undefined ? {} : { requestId }),
    ...(resources === undefined ? {} : { resources }),
  }
}
