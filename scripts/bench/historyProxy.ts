import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

interface RpcItem {
  jsonrpc: '2.0'
  id: unknown
  method: string
  params?: unknown[]
}

/**
 * A JSON-RPC proxy in front of a node that behaves like a public node with an eth_getLogs
 * limit: a range wider than `maxRange` blocks gets -32005 "query exceeds max block range"
 * (single or inside a batch). It counts HTTP requests and JSON-RPC calls per method, for the
 * history bench and tests.
 */
export async function startHistoryProxy(target: string, { maxRange = 10_000n }: { maxRange?: bigint } = {}) {
  let limit = maxRange
  const calls: string[] = []
  const ranges: Array<{ from: bigint; to: bigint }> = []
  let requests = 0
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' }
  const refused = (item: RpcItem) => {
    if (item.method !== 'eth_getLogs') return false
    const f = (item.params?.[0] ?? {}) as { fromBlock?: string; toBlock?: string }
    if (typeof f.fromBlock !== 'string' || typeof f.toBlock !== 'string' || !f.fromBlock.startsWith('0x') || !f.toBlock.startsWith('0x')) return false
    return BigInt(f.toBlock) - BigInt(f.fromBlock) + 1n > limit
  }
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end()
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', async () => {
      requests++
      try {
        const parsed = JSON.parse(body) as RpcItem | RpcItem[]
        const items = Array.isArray(parsed) ? parsed : [parsed]
        for (const i of items) {
          calls.push(i.method)
          const f = (i.method === 'eth_getLogs' ? i.params?.[0] : undefined) as { fromBlock?: string; toBlock?: string } | undefined
          if (f?.fromBlock?.startsWith('0x') && f.toBlock?.startsWith('0x')) ranges.push({ from: BigInt(f.fromBlock), to: BigInt(f.toBlock) })
        }
        const answers = new Map<unknown, unknown>()
        const pass = items.filter((i) => {
          if (!refused(i)) return true
          answers.set(i.id, { jsonrpc: '2.0', id: i.id, error: { code: -32005, message: `query exceeds max block range ${limit}` } })
          return false
        })
        if (pass.length > 0) {
          const upstream = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(pass) })
          for (const a of (await upstream.json()) as Array<{ id: unknown }>) answers.set(a.id, a)
        }
        const out = items.map((i) => answers.get(i.id))
        res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(Array.isArray(parsed) ? out : out[0]))
      } catch {
        res.writeHead(500, cors).end()
      }
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    /** HTTP requests since the last reset. */
    get requests() {
      return requests
    },
    /** JSON-RPC calls of this method since the last reset. */
    count: (method: string) => calls.filter((m) => m === method).length,
    /** Block ranges of the eth_getLogs calls since the last reset. */
    ranges,
    setMaxRange: (n: bigint) => void (limit = n),
    reset() {
      requests = 0
      calls.splice(0)
      ranges.splice(0)
    },
    stop: () => new Promise<void>((r) => server.close(() => r())),
  }
}
export type HistoryProxy = Awaited<ReturnType<typeof startHistoryProxy>>
