import { ApiError } from './errors'
import type { Answer, Exchange } from './exchange'

/** Request bodies larger than this are refused with 413 before they are buffered. */
export const MAX_BODY_BYTES = 16 * 1024

/** Refused bodies may still be arriving: close the connection after the answer. */
const CLOSE = { Connection: 'close' }

/** A JSON answer, never cached. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}, setCookie?: string): Answer {
  headers['Content-Type'] = 'application/json; charset=utf-8'
  headers['Cache-Control'] = 'no-store'
  return { status, headers, setCookie, body: JSON.stringify(body) }
}

/** A refusal: `{ error, message }` with its status and headers (and a cookie to clear, for logout). */
export function errorAnswer(error: ApiError, extra?: { headers?: Record<string, string>; setCookie?: string }): Answer {
  return json(error.status, { error: error.code, message: error.shortMessage }, { ...extra?.headers, ...error.headers }, extra?.setCookie)
}

/** Reads a JSON body of at most MAX_BODY_BYTES; 413 beyond it, 415 for another type, 400 when it does not parse. */
export async function readJsonBody(request: Exchange): Promise<unknown> {
  const type = request.header('content-type')
  if (type !== null && !/^application\/json\b/i.test(type)) throw new ApiError('unsupported_media_type', undefined, CLOSE)
  const declared = Number(request.header('content-length'))
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw new ApiError('body_too_large', undefined, CLOSE)
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.chunks()
  if (reader) {
    for (;;) {
      const { done, value } = await reader.next()
      if (done) break
      size += value.length
      if (size > MAX_BODY_BYTES) {
        request.discard()
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
