import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request as the server saw it: `url` is the raw path and query off the wire. */
export interface RecordedRequest {
  method: string
  url: string
  pathname: string
  search: string
  headers: IncomingHttpHeaders
  body: string
}

export interface Reply {
  status?: number
  statusText?: string
  /** A string is sent as is; anything else as JSON. Undefined sends no body. */
  body?: unknown
  headers?: Record<string, string>
  /** Never answer (for timeout tests); the socket is dropped on close. */
  hang?: boolean
}

export type Responder = (request: RecordedRequest) => Reply

/** By default every request gets 200 with a JSON echo of its method and URL. */
const echo: Responder = (request) => ({ body: { method: request.method, url: request.url } })

/**
 * A stand-in for the Safe client gateway on 127.0.0.1 (free port) that records every
 * request; `respond` can be swapped per test.
 */
export async function startServiceServer(): Promise<{
  url: string
  requests: RecordedRequest[]
  respond(responder: Responder): void
  /** Forget recorded requests and go back to the echo responder. */
  reset(): void
  close(): Promise<void>
}> {
  const requests: RecordedRequest[] = []
  let responder: Responder = echo
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const raw = req.url ?? ''
      const q = raw.indexOf('?')
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: raw,
        pathname: q === -1 ? raw : raw.slice(0, q),
        search: q === -1 ? '' : raw.slice(q),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(recorded)
      const reply = responder(recorded)
      if (reply.hang) return
      const status = reply.status ?? 200
      const text =
        reply.body === undefined ? undefined : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body)
      const headers: Record<string, string> = { ...reply.headers }
      if (text !== undefined && typeof reply.body !== 'string') headers['content-type'] = 'application/json'
      if (reply.statusText === undefined) res.writeHead(status, headers)
      else res.writeHead(status, reply.statusText, headers)
      res.end(text)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond(next) {
      responder = next
    },
    reset() {
      requests.length = 0
      responder = echo
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
