import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ProxyRecord {
  at: number
  methods: string[]
}

/**
 * An HTTP JSON-RPC proxy on 127.0.0.1 that records every request (and the JSON-RPC methods
 * inside a batch) before forwarding it to the node. Lets the bench count HTTP requests.
 */
export async function startCountingProxy(target: string) {
  const records: ProxyRecord[] = []
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString()))
      req.on('end', () => resolve(body))
    })
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' }
  const server = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end()
      return
    }
    const body = await read(req)
    try {
      const parsed = JSON.parse(body) as { method: string } | Array<{ method: string }>
      records.push({ at: Date.now(), methods: (Array.isArray(parsed) ? parsed : [parsed]).map((r) => r.method) })
    } catch {
      records.push({ at: Date.now(), methods: ['<unparsable>'] })
    }
    const upstream = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    res.writeHead(upstream.status, { ...cors, 'content-type': 'application/json' }).end(await upstream.text())
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    /** One record per HTTP request, with the JSON-RPC methods inside it. */
    records,
    /** HTTP requests received since the last reset. */
    get requests() {
      return records.length
    },
    /** Every JSON-RPC method received since the last reset, in order. */
    get methods() {
      return records.flatMap((r) => r.methods)
    },
    reset: () => void records.splice(0),
    stop: () => new Promise<void>((r) => server.close(() => r())),
  }
}
