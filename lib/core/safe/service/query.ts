import { SafeServicePathError } from './errors'
import type { Query } from './types/common'
import { isAddressLike } from '../../address'
import { isHash } from '../../hash'

/** Names of the `{param}` placeholders in a path template. */
export type PathParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? K | PathParamNames<Rest>
  : never

export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string | number }

/**
 * Turn a query object into `?a=1&b=x`, leaving out null and undefined values; '' when
 * nothing is left, so a URL never ends in a bare '?'. Keys keep their insertion order.
 */
export function stringifyQuery(query?: Query): string {
  if (!query) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue
    search.append(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** The service's own transaction id: '<kind>_<safe address>_<letters and digits>'. */
const SERVICE_TX_ID = /^(?:multisig|module|transfer|creation)_([^_]+)_[0-9a-zA-Z]{1,200}$/
const matches = (pattern: RegExp) => (text: string) => pattern.test(text)

/**
 * The shape of every path placeholder the client uses, by name. A value is an id, never a
 * path: these allow no '.', '/', '%' or anything else that could reach another endpoint.
 */
const pathParamShapes: Readonly<Record<string, { test: (text: string) => boolean; expected: string }>> = {
  chainId: { test: matches(/^[1-9][0-9]{0,19}$/), expected: 'a chain id (a positive decimal integer)' },
  address: { test: isAddressLike, expected: 'an address (0x and 40 hex digits)' },
  safe_address: { test: isAddressLike, expected: 'an address (0x and 40 hex digits)' },
  message_hash: { test: isHash, expected: 'a hash (0x and 64 hex digits)' },
  // A safeTxHash, or the service's own id: '<kind>_<safe address>_<letters and digits>'.
  transactionId: {
    test: (text) => isHash(text) || isAddressLike(SERVICE_TX_ID.exec(text)?.[1]),
    expected: 'a safeTxHash or a transaction id',
  },
  uuid: { test: matches(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/), expected: 'a UUID' },
  currency: { test: matches(/^[a-zA-Z]{2,10}$/), expected: 'a currency code (letters only)' },
}

/**
 * Substitute `{name}` placeholders with values checked against the shape of their name
 * (see pathParamShapes), so a host-supplied value cannot change which endpoint is called.
 * Anything else, a missing value included, throws SafeServicePathError before a request.
 */
export function fillPath<P extends string>(template: P, params: PathParams<P> | undefined): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>
  return template.replace(/\{([^{}]+)\}/g, (_, name: string) => {
    const value = values[name]
    const shape = pathParamShapes[name]
    if (value === undefined || value === null || value === '') {
      throw new SafeServicePathError(name, value, 'present', `Missing path parameter "${name}" for ${template}`)
    }
    if (!shape) throw new SafeServicePathError(name, value, 'a known kind of id')
    const text = typeof value === 'number' ? (Number.isSafeInteger(value) ? String(value) : '') : value
    if (typeof text !== 'string' || !shape.test(text)) throw new SafeServicePathError(name, value, shape.expected)
    return text
  })
}
