import type { IncomingMessage } from 'node:http'
import type { CookieMode } from './config'

/** Cookie name -> value from the request (the first one wins, as browsers send the most specific first). */
export function readCookies(req: IncomingMessage): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    if (name && !cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim())
  }
  return cookies
}

export interface CookiePolicy {
  mode: CookieMode
  secure: boolean
}

/**
 * `__Host-` names when Secure: the browser then refuses the cookie from any subdomain or
 * path, so a sibling site cannot plant or shadow it.
 */
export function cookieName(base: string, policy: CookiePolicy): string {
  return policy.secure || policy.mode === 'iframe' ? `__Host-${base}` : base
}

/**
 * Lax (default): sent on same-site requests and top-level navigations only.
 * iframe: the site runs inside the Safe app (another site), where only SameSite=None cookies
 * are sent; Partitioned (CHIPS) keys them to the embedding site so they are not third-party
 * tracking cookies and browsers that block those still keep them.
 */
export function serializeCookie(name: string, value: string, maxAgeSeconds: number, policy: CookiePolicy): string {
  const parts = [`${name}=${value}`, 'Path=/', `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`, 'HttpOnly']
  if (policy.mode === 'iframe') parts.push('SameSite=None', 'Secure', 'Partitioned')
  else {
    parts.push('SameSite=Lax')
    if (policy.secure) parts.push('Secure')
  }
  return parts.join('; ')
}
