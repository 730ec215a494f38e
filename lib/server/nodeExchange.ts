import { utf8 } from './encoding'
import type { Answer, Exchange } from './exchange'

/**
 * The parts of node:http's `IncomingMessage` the handlers read (typed structurally: the entry
 * imports nothing from Node). Its body is read as an async iterable of byte chunks.
 */
export interface SiweNodeRequest extends AsyncIterable<Uint8Array> {
  /** HTTP method. */
  method?: string
  /** Path and query, as on the request line. */
  url?: string
  /** Headers by lower-case name (node:http joins repeated ones). */
  headers: Record<string, string | string[] | undefined>
  /** The connection; its `remoteAddress` is the client's address when no `clientIpHeader` is set. */
  socket?: { remoteAddress?: string } | null
}

/** The parts of node:http's `ServerResponse` the handlers write. */
export interface SiweNodeResponse {
  /** Status and headers (merged with any set before by `setHeader`). */
  writeHead(status: number, headers: Record<string, string>): unknown
  /** The body (a string, so Node sends head and body in one write), ending the answer. */
  end(body?: string): unknown
}

/** A path made only of these needs no URL parsing (no dot segments, escapes or backslashes). */
const PLAIN_PATH = /^\/(?!\/)[\w/-]*$/

/** The path the fetch-style handler would see for this request line (`new URL(...).pathname`). */
function pathOf(url: string): string {
  const q = url.indexOf('?')
  const path = q < 0 ? url : url.slice(0, q)
  if (PLAIN_PATH.test(path)) return path
  try {
    return new URL(url, 'http://localhost').pathname
  } catch {
    return '/'
  }
}

export function fromNodeRequest(req: SiweNodeRequest): Exchange {
  return {
    method: req.method ?? 'GET',
    path: pathOf(req.url ?? '/'),
    header(name) {
      const value = req.headers[name]
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
    },
    chunks: () => req[Symbol.asyncIterator](),
    // Not read, and not destroyed either: the answer says `Connection: close`, and node:http
    // closes the socket once it is sent (or drains an unread body on a kept-alive one).
    discard() {},
    clientAddress: req.socket?.remoteAddress,
  }
}

export function writeAnswer(res: SiweNodeResponse, answer: Answer): void {
  const headers = answer.headers
  if (answer.body !== undefined) headers['Content-Length'] = String(utf8(answer.body).byteLength)
  if (answer.setCookie !== undefined) headers['Set-Cookie'] = answer.setCookie
  res.writeHead(answer.status, headers)
  res.end(answer.body)
}
