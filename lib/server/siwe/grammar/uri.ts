/**
 * RFC 3986's URI (section 3), EIP-4361's `URI:` value and each resource:
 *   URI       = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 *   hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty
 *   path-abempty  = *( "/" segment )
 *   path-absolute = "/" [ segment-nz *( "/" segment ) ]
 *   path-rootless = segment-nz *( "/" segment )
 *   path-empty    = 0<pchar>
 *   query = fragment = *( pchar / "/" / "?" )
 * The scheme holds no ":", the hier-part no "?" or "#", the query no "#", and an authority
 * no "/": the first of each ends the part before it.
 */
import { PCHAR, SCHEME, whole } from './abnf'
import { parseAuthority } from './authority'

const PATH_ABEMPTY = whole(`(?:/${PCHAR}*)*`)
const PATH_ABSOLUTE = whole(`/(?:${PCHAR}+(?:/${PCHAR}*)*)?`)
const PATH_ROOTLESS = whole(`${PCHAR}+(?:/${PCHAR}*)*`)
const QUERY_OR_FRAGMENT = whole(`(?:${PCHAR}|[/?])*`)

/** Cuts `text` at the first `mark`: what comes before, and what comes after (undefined without one). */
function cut(text: string, mark: string): [string, string | undefined] {
  const i = text.indexOf(mark)
  return i < 0 ? [text, undefined] : [text.slice(0, i), text.slice(i + 1)]
}

export function isUri(text: string): boolean {
  const [scheme, afterScheme] = cut(text, ':')
  if (afterScheme === undefined || !SCHEME.test(scheme)) return false
  const [beforeFragment, fragment] = cut(afterScheme, '#')
  const [hierPart, query] = cut(beforeFragment, '?')
  if ((query !== undefined && !QUERY_OR_FRAGMENT.test(query)) || (fragment !== undefined && !QUERY_OR_FRAGMENT.test(fragment))) return false
  if (hierPart.startsWith('//')) {
    const [authority, path] = cut(hierPart.slice(2), '/')
    return parseAuthority(authority) !== undefined && (path === undefined || PATH_ABEMPTY.test(`/${path}`))
  }
  return hierPart === '' || PATH_ABSOLUTE.test(hierPart) || PATH_ROOTLESS.test(hierPart)
}
