/**
 * RFC 3986's authority (section 3.2), EIP-4361's domain:
 *   authority = [ userinfo "@" ] host [ ":" port ]
 *   userinfo  = *( unreserved / pct-encoded / sub-delims / ":" )
 *   host      = IP-literal / IPv4address / reg-name
 *   IP-literal = "[" ( IPv6address / IPvFuture ) "]"
 *   IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
 *   reg-name  = *( unreserved / pct-encoded / sub-delims )
 *   port      = *DIGIT
 * None of these holds "@", so the first "@" ends the user info; a reg-name or IPv4 address
 * holds no ":", so the first ":" after it starts the port. A host that reads as an IPv4
 * address is one, else it is a reg-name (RFC 3986's first-match rule).
 */
import { HEXDIG, PCT_ENCODED, SUB_DELIMS, UNRESERVED, whole } from './abnf'
import { IPV4_ADDRESS } from './ipv4'
import { formatIpv6, parseIpv6 } from './ipv6'

const USERINFO = whole(`(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT_ENCODED})*`)
const IPV_FUTURE = whole(`[vV][${HEXDIG}]+\\.[${UNRESERVED}${SUB_DELIMS}:]+`)
const REG_NAME = whole(`(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT_ENCODED})*`)
const PORT = /^[0-9]*$/

export type HostKind = 'ipv6' | 'ipvfuture' | 'ipv4' | 'reg-name'

export interface Authority {
  userinfo?: string
  kind: HostKind
  /** The host as written (an IP literal with its brackets). */
  host: string
  /**
   * The host as a URL's hostname spells it: lowercase, an IPv6 address in brackets in its
   * canonical text. Percent-encoding is left as written, so an encoded name matches nothing.
   */
  hostname: string
  /** The digits after ":", possibly empty; undefined without a ":". */
  port?: string
}

function ipLiteral(inner: string): Pick<Authority, 'kind' | 'hostname'> | undefined {
  const v6 = parseIpv6(inner)
  if (v6) return { kind: 'ipv6', hostname: `[${formatIpv6(v6)}]` }
  if (IPV_FUTURE.test(inner)) return { kind: 'ipvfuture', hostname: `[${inner.toLowerCase()}]` }
  return undefined
}

/** The parts of an RFC 3986 authority, or undefined when `text` is not one. */
export function parseAuthority(text: string): Authority | undefined {
  const at = text.indexOf('@')
  const userinfo = at < 0 ? undefined : text.slice(0, at)
  if (userinfo !== undefined && !USERINFO.test(userinfo)) return undefined
  const rest = text.slice(at + 1)

  let host: string
  let after: string
  let parsed: Pick<Authority, 'kind' | 'hostname'> | undefined
  if (rest.startsWith('[')) {
    const close = rest.indexOf(']')
    if (close < 0) return undefined
    host = rest.slice(0, close + 1)
    after = rest.slice(close + 1)
    parsed = ipLiteral(rest.slice(1, close))
  } else {
    const colon = rest.indexOf(':')
    host = colon < 0 ? rest : rest.slice(0, colon)
    after = colon < 0 ? '' : rest.slice(colon)
    if (IPV4_ADDRESS.test(host)) parsed = { kind: 'ipv4', hostname: host }
    else if (REG_NAME.test(host)) parsed = { kind: 'reg-name', hostname: host.toLowerCase() }
  }
  if (!parsed) return undefined
  if (after !== '' && !(after.startsWith(':') && PORT.test(after.slice(1)))) return undefined
  return { ...(userinfo === undefined ? {} : { userinfo }), ...parsed, host, ...(after === '' ? {} : { port: after.slice(1) }) }
}
