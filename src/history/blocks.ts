import type { Address, Hash } from 'viem'
import type { RpcRequest } from '@porch/kit'
import type { RawLog } from './events'

const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
const hex = (n: bigint) => `0x${n.toString(16)}`

/** The node's newest block number, checked. */
export async function latestBlock(request: RpcRequest): Promise<bigint> {
  const answer = await request('eth_blockNumber', [])
  if (typeof answer !== 'string' || !QUANTITY.test(answer)) throw new Error('The node answered eth_blockNumber with something that is not a block number.')
  return BigInt(answer)
}

/** One block's timestamp (seconds). */
export async function blockTimestamp(request: RpcRequest, block: bigint): Promise<bigint> {
  const answer = (await request('eth_getBlockByNumber', [hex(block), false])) as { timestamp?: unknown } | null
  const t = answer?.timestamp
  if (typeof t !== 'string' || !QUANTITY.test(t)) throw new Error(`The node has no timestamp for block ${block}.`)
  return BigInt(t)
}

/**
 * Block timestamps of these logs: the log's own `blockTimestamp` when the node includes it,
 * else one already known for the same block hash, else the block header, asked for all
 * missing blocks at once (one HTTP request).
 */
export async function logTimestamps(request: RpcRequest, logs: RawLog[], known: ReadonlyMap<Hash, bigint> = new Map()): Promise<Map<bigint, bigint>> {
  const times = new Map<bigint, bigint>()
  for (const l of logs) {
    const t = l.blockTimestamp ?? (l.blockHash && known.get(l.blockHash))
    if (t !== undefined) times.set(l.blockNumber, t)
  }
  const missing = [...new Set(logs.map((l) => l.blockNumber))].filter((b) => !times.has(b))
  const found = await Promise.all(missing.map((b) => blockTimestamp(request, b)))
  missing.forEach((b, i) => times.set(b, found[i]!))
  return times
}

/**
 * The first block at which `contract` has code (its deployment block), by bisection with
 * eth_getCode: about log2(latest) requests, once per account and contract (the result is
 * cached with the history). A node without old state answers an error: then scan from 0.
 */
export async function findDeploymentBlock(request: RpcRequest, contract: Address, latest: bigint): Promise<bigint> {
  const hasCode = async (block: bigint) => {
    const code = await request('eth_getCode', [contract, hex(block)])
    return typeof code === 'string' && code.length > 2
  }
  try {
    if (!(await hasCode(latest))) return latest + 1n
    let lo = 0n
    let hi = latest
    while (lo < hi) {
      const mid = (lo + hi) / 2n
      if (await hasCode(mid)) hi = mid
      else lo = mid + 1n
    }
    return lo
  } catch {
    return 0n
  }
}

/** The first block whose timestamp is at least `time`, by bisection between `lo` and `hi`. */
export async function firstBlockAtOrAfter(request: RpcRequest, time: bigint, lo: bigint, hi: bigint): Promise<bigint> {
  while (lo < hi) {
    const mid = (lo + hi) / 2n
    if ((await blockTimestamp(request, mid)) >= time) hi = mid
    else lo = mid + 1n
  }
  return lo
}
