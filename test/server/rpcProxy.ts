import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A JSON-RPC proxy in front of a node that a test can switch off (connections dropped) and on. */
export interface RpcProxy {
  url: string
  up: boolean
  requests: number
  /** The params of every eth_call forwarded (tests check the gas cap). */
  readonly calls: unknown[][]
  /** JSON-RPC methods answered with HTTP 502 (a failing gateway) while the rest pass. */
  failMethods: Set<string>
  close(): Promise<void>
}

export async function startRpcProxy(target: string): Promise<RpcProxy> {
  const state = { up: true, requests: 0 }
  const failMethods = new Set<string>()
  const calls: unknown[][] = []
  const server: Server = createServer((req, res) => {
    state.requests++
    if (!state.up) {
      req.socket.destroy()
      return
    }
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const { method, params } = JSON.parse(body.toString('utf8')) as { method?: string; params?: unknown[] }
      if (method === 'eth_call') calls.push(params ?? [])
      if (method && failMethods.has(method)) {
        res.writeHead(502, { 'content-type': 'text/plain' })
        res.end('Bad gateway')
        return
      }
      fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (r) => {
          res.writeHead(r.status, { 'content-type': 'application/json' })
          res.end(await r.text())
        })
        .catch(() => req.socket.destroy())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    get up() {
      return state.up
    },
    set up(value: boolean) {
      state.up = value
    },
    failMethods,
    calls,
    get requests() {
      return state.requests
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
