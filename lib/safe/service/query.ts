import { SafeServicePathError } from './errors'

/** Names of the `{param}` placeholders in a path template. */
export type PathParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? K | PathParamNames<Rest>
  : never

export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string | number }

const HEX40 = '0x[0-9a-fA-F]{40}'
const HEX64 = '0x[0-9a-fA-F]{64}'

/**
 * The shape of every path placeholder the client uses, by name. A value is an id, never a
 * path: these allow no '.', '/', '%' or anything else that could reach another endpoint.
 */
const pathParamShapes: Readonly<Record<string, { pattern: RegExp; expected: string }>> = {
  chainId: { pattern: /^[1-9][0-9]{0,19}$/, expected: 'a chain id (a positive decimal integer)' },
  // A safeTxHash, or the service's own id: '<kind>_<safe address>_<letters and digits>'.
  transactionId: {
    pattern: new RegExp(`^(?:${HEX64}|(?:multisig|module|transfer|creation)_${HEX40}_[0-9a-zA-Z]{1,200})$`),
    expected: 'a safeTxHash or a transaction id',
  },
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
    if (typeof text !== 'string' || !shape.pattern.test(text)) throw new SafeServicePathError(name, value, shape.expected)
    return text
  })
}
