import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A log as a node returns it (hex strings). */
export interface NodeLog {
  address: string
  topics: string[]
  data: string
  blockNumber: string
  logIndex: string
  transactionHash: string
  blockTimestamp?: string
}

type Topic = string | string[] | null | undefined

/**
 * A JSON-RPC node stand-in for the history bench: a chain of `head + 1` blocks holding the
 * given logs, answering eth_blockNumber, eth_getBlockByNumber and eth_getLogs (filtered by
 * address, topics and range) and refusing ranges wider than `maxRange` with -32005, as public
 * nodes do. It exists because anvil mines about 50 empty blocks a second on this machine,
 * too slow for a 100 000-block history; the logs it serves are real ones from the devnet.
 */
export async function startHistoryNode({ head, logs, maxRange = 10_000n }: { head: bigint; logs: NodeLog[]; maxRange?: bigint }) {
  const calls: string[] = []
  let requests = 0
  const hex = (n: bigint) => `0x${n.toString(16)}`
  // Every mined log carries its block's hash, as on a real node; here one derived from the number.
  const blockHash = (n: bigint) => `0x${n.toString(16).padStart(64, '0')}`
  const matches = (log: NodeLog, topics: Topic[]) =>
    topics.every((t, i) => t === null || t === undefined || (Array.isArray(t) ? t.includes(log.topics[i] ?? '') : t === log.topics[i]))
  const answer = (method: string, params: unknown[]): { result: unknown } | { error: { code: number; message: string } } => {
    if (method === 'eth_blockNumber') return { result: hex(head) }
    if (method === 'eth_getBlockByNumber') {
      const n = BigInt(params[0] as string)
      return { result: { number: hex(n), hash: blockHash(n), timestamp: hex(1_700_000_000n + n * 2n) } }
    }
    if (method !== 'eth_getLogs') return { error: { code: -32601, message: `${method} not supported` } }
    const f = params[0] as { address: string; topics?: Topic[]; fromBlock: string; toBlock: string }
    const from = BigInt(f.fromBlock)
    const to = f.toBlock === 'latest' ? head : BigInt(f.toBlock)
    if (to - from + 1n > maxRange) return { error: { code: -32005, message: `query exceeds max block range ${maxRange}` } }
    return {
      result: logs
        .filter((l) => l.address.toLowerCase() === f.address.toLowerCase() && BigInt(l.blockNumber) >= from && BigInt(l.blockNumber) <= to && matches(l, f.topics ?? []))
        .map((l) => ({ ...l, blockHash: blockHash(BigInt(l.blockNumber)) })),
    }
  }
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      requests++
      const parsed = JSON.parse(body) as { id: unknown; method: string; params: unknown[] } | Array<{ id: unknown; method: string; params: unknown[] }>
      const items = Array.isArray(parsed) ? parsed : [parsed]
      const out = items.map((i) => {
        calls.push(i.method)
        return { jsonrpc: '2.0', id: i.id, ...answer(i.method, i.params) }
      })
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(Array.isArray(parsed) ? out : out[0]))
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get requests() {
      return requests
    },
    count: (method: string) => calls.filter((m) => m === method).length,
    /** New blocks arrive (a later visit). */
    advance: (blocks: bigint) => void (head += blocks),
    reset() {
      requests = 0
      calls.splice(0)
    },
    stop: () => new Promise<void>((r) => server.close(() => r())),
  }
}
