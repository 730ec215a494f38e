import { ApiError } from './errors'

/** Request bodies larger than this are refused with 413 before they are buffered. */
export const MAX_BODY_BYTES = 16 * 1024

/** Refused bodies may still be arriving: close the connection after the answer. */
const CLOSE = { Connection: 'close' }

export function json(status: number, body: unknown, headers: HeadersInit = {}): Response {
  // The Response's own Headers, set in place: one Headers object per answer, not two.
  const response = new Response(JSON.stringify(body), { status, headers })
  response.headers.set('Content-Type', 'application/json; charset=utf-8')
  response.headers.set('Cache-Control', 'no-store')
  return response
}

export function errorResponse(error: ApiError, extra: HeadersInit = {}): Response {
  const h = new Headers(extra)
  for (const [k, v] of Object.entries(error.headers)) h.set(k, v)
  return json(error.status, { error: error.code, message: error.message }, h)
}

/** Reads a JSON body of at most MAX_BODY_BYTES; 413 beyond it, 415 for another type, 400 when it does not parse. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type')
  if (type !== null && !/^application\/json\b/i.test(type)) throw new ApiError('unsupported_media_type', undefined, CLOSE)
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw new ApiError('body_too_large', undefined, CLOSE)
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.length
      if (size > MAX_BODY_BYTES) {
        void reader.cancel().catch(() => {})
        throw new ApiError('body_too_large', undefined, CLOSE)
      }
      chunks.push(value)
    }
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const c of chunks) {
    bytes.set(c, at)
    at += c.length
  }
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown
  } catch {
    throw new ApiError('malformed_json')
  }
}

/** Cookie name -> value from the request (the first one wins, as browsers send the most specific first). */
export function readCookies(request: Pick<Request, 'headers'>): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    if (name && !cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim())
  }
  return cookies
}

/** How the session and binding cookies are sent. */
export type CookieMode = 'lax' | 'iframe'

/**
 * Lax (default): sent on same-site requests and top-level navigations only.
 * iframe: the site runs inside another site (a Safe app), where only SameSite=None cookies
 * are sent; Partitioned (CHIPS) keys them to the embedding site.
 */
export function serializeCookie(name: string, value: string, maxAgeSeconds: number, policy: { mode: CookieMode; secure: boolean }): string {
  const parts = [`${name}=${value}`, 'Path=/', `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`, 'HttpOnly']
  if (policy.mode === 'iframe') parts.push('SameSite=None', 'Secure', 'Partitioned')
  else {
    parts.push('SameSite=Lax')
    if (policy.secure) parts.push('Secure')
  }
  return parts.join('; ')
}
