import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

type Handler = (method: string, params: unknown[]) => unknown

/**
 * A tiny JSON-RPC node on 127.0.0.1 (port 0), for the read client's eth_getBalance and
 * friends. Answers single and batched requests; unknown methods get -32601.
 */
export async function startRpcServer(handler: Handler): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = []
  const answer = (req: { id?: unknown; method?: string; params?: unknown[] }) => {
    requests.push(String(req.method))
    try {
      const result = handler(String(req.method), req.params ?? [])
      if (result === undefined) return { jsonrpc: '2.0', id: req.id, error: { code: -32601, message: 'Method not found' } }
      return { jsonrpc: '2.0', id: req.id, result }
    } catch (e) {
      return { jsonrpc: '2.0', id: req.id, error: { code: -32000, message: e instanceof Error ? e.message : String(e) } }
    }
  }
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      const parsed = JSON.parse(body) as unknown
      const out = Array.isArray(parsed) ? parsed.map(answer) : answer(parsed as Parameters<typeof answer>[0])
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      res.end(JSON.stringify(out))
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}
