/**
 * What the handlers read of a request and what they answer, whatever the runtime's objects:
 * a Web `Request` -> `Response` (fetch-style runtimes) or node:http's `IncomingMessage` ->
 * `ServerResponse` (nodeExchange.ts). Building a `Request` and a `Response` costs Node 20 more
 * CPU than the whole answer to `/me` (streams, an AbortSignal, Headers validation), so the
 * node:http path never builds them; both paths run the same handler code on these.
 */

/** The request as the handlers see it. */
export interface Exchange {
  method: string
  /** The path, without the query. */
  path: string
  /** A header's value by lower-case name, or null. */
  header(name: string): string | null
  /** The body's chunks, read one at a time (the reader bounds how many). */
  chunks(): AsyncIterator<Uint8Array> | undefined
  /** Stops reading a body that will not be used (the answer closes the connection). */
  discard(): void
  /** The socket's peer, for rate limits when no client-address header is trusted. */
  clientAddress?: string
}

/** An answer: status, headers in canonical case, at most one Set-Cookie, a text body. */
export interface Answer {
  status: number
  headers: Record<string, string>
  setCookie?: string
  body?: string
}

export function fromRequest(request: Request, clientAddress?: string): Exchange {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined
  return {
    method: request.method,
    get path() {
      return new URL(request.url).pathname
    },
    header: (name) => request.headers.get(name),
    chunks() {
      if (!request.body) return undefined
      const r = (reader = request.body.getReader())
      return { next: () => r.read() as Promise<IteratorResult<Uint8Array>> }
    },
    discard() {
      void (reader ? reader.cancel() : request.body?.cancel())?.catch(() => {})
    },
    clientAddress,
  }
}

export function toResponse(answer: Answer): Response {
  const headers = new Headers(answer.headers)
  if (answer.setCookie !== undefined) headers.append('Set-Cookie', answer.setCookie)
  return new Response(answer.body ?? null, { status: answer.status, headers })
}

/** The cookies a Cookie header names: name -> value, the first of a name wins (browsers send the most specific first). */
export function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    if (name && !cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim())
  }
  return cookies
}

/** One endpoint on the runtime-free request: never builds a `Request` or `Response`. */
export type Endpoint = (request: Exchange) => Promise<Answer>
