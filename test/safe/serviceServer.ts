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

/** A reply, or a promise of one (a stand-in that reads the chain before answering). */
export type Responder = (request: RecordedRequest) => Reply | Promise<Reply>

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
    req.on('end', async () => {
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
      let reply: Reply
      try {
        reply = await responder(recorded)
      } catch (e) {
        reply = { status: 500, body: { code: 500, message: e instanceof Error ? e.message : String(e) } }
      }
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

const A = '0x[0-9a-fA-F]{40}'
const H = '0x[0-9a-fA-F]{64}'
const C = '[0-9]+'

/** The gateway's routes (method, path, the client function that calls it, success status). */
export const gatewayRoutes: ReadonlyArray<{ method: string; path: RegExp; name: string; status: number }> = [
  { method: 'GET', path: new RegExp(`^/v1/chains/${C}/safes/${A}$`), name: 'getSafeInfo', status: 200 },
  { method: 'GET', path: new RegExp(`^/v1/chains/${C}/safes/${A}/incoming-transfers/$`), name: 'getIncomingTransfers', status: 200 },
  { method: 'GET', path: new RegExp(`^/v1/chains/${C}/safes/${A}/module-transactions/$`), name: 'getModuleTransactions', status: 200 },
  { method: 'GET', path: new RegExp(`^/v1/chains/${C}/safes/${A}/multisig-transactions/$`), name: 'getMultisigTransactions', status: 200 },
  { method: 'GET', path: new RegExp(`^/v1/chains/${C}/safes/${A}/balances/[a-zA-Z]+$`), name: 'getBalances', status: 200 },
  { method: 'GET', path: /^\/v1\/balances\/supported-fiat-codes$/, name: 'getFiatCurrencies', status: 200 },
  { method: 'GET', path: new RegExp(`^/v1/chains/${C}/owners/${A}/safes$`), name: 'getOwnedSafes', status: 200 },
  { method: 'GET', path: new RegExp(`^/v1/chains/${C}/safes/${A}/collectibles$`), name: 'getCollectibles', status: 200 },
  { method: 'GET', path: new RegExp(`^/v2/chains/${C}/safes/${A}/collectibles$`), name: 'getCollectiblesPage', status: 200 },
  { method: 'GET', path: new RegExp(`^/v1/chains/${C}/safes/${A}/transactions/history$`), name: 'getTransactionHistory', status: 200 },
  { method: 'GET', path: new RegExp(`^/v1/chains/${C}/safes/${A}/transactions/queued$`), name: 'getTransactionQueue', status: 200 },
  { method: 'GET', path: new RegExp(`^/v1/chains/${C}/transactions/[0-9a-zA-Z_]+$`), name: 'getTransactionDetails', status: 200 },
  { method: 'POST', path: new RegExp(`^/v2/chains/${C}/safes/${A}/multisig-transactions/estimations$`), name: 'postSafeGasEstimation', status: 200 },
  { method: 'POST', path: new RegExp(`^/v1/chains/${C}/transactions/${A}/propose$`), name: 'proposeTransaction', status: 200 },
  { method: 'GET', path: /^\/v1\/chains$/, name: 'getChainsConfig', status: 200 },
  { method: 'GET', path: new RegExp(`^/v1/chains/${C}$`), name: 'getChainConfig', status: 200 },
  { method: 'GET', path: new RegExp(`^/v1/chains/${C}/safe-apps$`), name: 'getSafeApps', status: 200 },
  { method: 'GET', path: new RegExp(`^/v1/chains/${C}/about/master-copies$`), name: 'getMasterCopies', status: 200 },
  { method: 'POST', path: new RegExp(`^/v1/chains/${C}/data-decoder$`), name: 'getDecodedData', status: 200 },
  { method: 'GET', path: new RegExp(`^/v1/chains/${C}/safes/${A}/messages$`), name: 'getSafeMessages', status: 200 },
  { method: 'POST', path: new RegExp(`^/v1/chains/${C}/safes/${A}/messages$`), name: 'proposeSafeMessage', status: 200 },
  { method: 'GET', path: new RegExp(`^/v1/chains/${C}/messages/${H}$`), name: 'getSafeMessage', status: 200 },
  { method: 'POST', path: new RegExp(`^/v1/chains/${C}/messages/${H}/signatures$`), name: 'confirmSafeMessage', status: 200 },
  { method: 'GET', path: new RegExp(`^/v1/chains/${C}/delegates$`), name: 'getDelegates', status: 200 },
  { method: 'POST', path: /^\/v1\/register\/notifications$/, name: 'registerDevice', status: 200 },
  { method: 'DELETE', path: new RegExp(`^/v1/chains/${C}/notifications/devices/[0-9a-fA-F-]{36}/safes/${A}$`), name: 'unregisterSafe', status: 200 },
  { method: 'DELETE', path: new RegExp(`^/v1/chains/${C}/notifications/devices/[0-9a-fA-F-]{36}$`), name: 'unregisterDevice', status: 200 },
]

/** Thrown by an answer to reply with an error status (e.g. the gateway's 422 for a bad signature). */
export class ReplyError extends Error {
  constructor(readonly reply: Reply) {
    super(typeof reply.body === 'object' && reply.body !== null && 'message' in reply.body ? String(reply.body.message) : 'error reply')
  }
}

/**
 * The gateway as a responder: each route answers `answers[name]` (a function gets the
 * request) with its success status; a route with no answer, or no route, is the gateway's
 * 404 `{ code, message }`.
 */
export function gatewayResponder(answers: Readonly<Record<string, unknown>>): Responder {
  return async (request) => {
    const route = gatewayRoutes.find((r) => r.method === request.method && r.path.test(request.pathname))
    if (!route || !(route.name in answers)) return { status: 404, body: { code: 404, message: 'Not found' } }
    const answer = answers[route.name]
    // An answer may be a function of the request, sync or async; one that throws a Reply answers with it.
    try {
      const body: unknown = typeof answer === 'function' ? await (answer as (r: RecordedRequest) => unknown)(request) : answer
      return { status: route.status, body }
    } catch (e) {
      if (e instanceof ReplyError) return e.reply
      throw e
    }
  }
}
