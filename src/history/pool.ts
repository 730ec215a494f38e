import type { Address } from 'viem'
import type { KitStorage, RpcRequest } from '@porch/kit'
import { blockTimestamp, firstBlockAtOrAfter, latestBlock, logTimestamps } from './blocks'
import { addressTopic, topics, word, type Distribution } from './events'
import { scanLogs } from './scan'
import { DEFAULT_MAX_RANGE } from './scanHistory'
import { DAY } from './yield'


/** The pool's distributions of the last `days` days, oldest first, up to `now` (the newest block's time). */
export interface PoolDistributions {
  now: bigint
  distributions: Distribution[]
}

const POOL_CACHE_VERSION = 1
const DIGITS = /^\d{1,78}$/

interface Stored {
  v: number
  scannedTo: string
  d: Array<[string, string, string, string]>
}

interface PoolCache {
  scannedTo: bigint
  distributions: Distribution[]
}

function parsePoolCache(raw: unknown): PoolCache | undefined {
  const s = raw as Partial<Stored> | null
  if (!s || typeof s !== 'object' || s.v !== POOL_CACHE_VERSION || typeof s.scannedTo !== 'string' || !DIGITS.test(s.scannedTo) || !Array.isArray(s.d)) return undefined
  const distributions: Distribution[] = []
  for (const row of s.d as unknown[]) {
    if (!Array.isArray(row) || row.length !== 4 || !row.every((x) => typeof x === 'string' && DIGITS.test(x))) return undefined
    const [b, t, a, ts] = (row as string[]).map(BigInt) as [bigint, bigint, bigint, bigint]
    distributions.push({ blockNumber: b, timestamp: t, amount: a, totalSupply: ts })
  }
  return { scannedTo: BigInt(s.scannedTo), distributions }
}

export interface PoolScanOptions {
  request: RpcRequest
  storage: KitStorage
  chainId: number
  contract: Address
  /** The reward token whose distributions count (USDC). */
  token: Address
  /** How far back, in days (the longest trailing window shown). */
  days: number
  deployBlock?: bigint
  maxRange?: bigint
  signal?: AbortSignal
}

/**
 * The pool's DistributeReward events of the last `days` days. The first visit finds the
 * block of `days` ago by bisection on block times; later visits resume after the last
 * block scanned (cached per chain and contract) and forget what fell out of the window.
 */
export async function scanPoolDistributions(options: PoolScanOptions): Promise<PoolDistributions> {
  const { request, storage, chainId, contract, token, signal } = options
  const key = `pool.${chainId}.${contract.toLowerCase()}.${token.toLowerCase()}`
  const latest = await latestBlock(request)
  const now = await blockTimestamp(request, latest)
  const since = now - BigInt(options.days) * DAY
  let cache = storage.get(key, parsePoolCache)
  if (cache && cache.scannedTo > latest) cache = undefined
  const from = cache ? cache.scannedTo + 1n : await firstBlockAtOrAfter(request, since, options.deployBlock ?? 0n, latest)
  const found: Distribution[] = []
  await scanLogs({
    request,
    address: contract,
    filters: [[topics.distributeReward, null, addressTopic(token)]],
    from,
    to: latest,
    maxRange: options.maxRange ?? DEFAULT_MAX_RANGE,
    signal,
    onChunk: async ({ logs }) => {
      const times = await logTimestamps(request, logs)
      for (const l of logs.sort((a, b) => (a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1))) {
        found.push({ blockNumber: l.blockNumber, timestamp: times.get(l.blockNumber)!, amount: word(l.data, 0), totalSupply: word(l.data, 2) })
      }
    },
  })
  const distributions = [...(cache?.distributions ?? []), ...found].filter((d) => d.timestamp >= since)
  const stored: Stored = {
    v: POOL_CACHE_VERSION,
    scannedTo: latest.toString(),
    d: distributions.map((d) => [d.blockNumber, d.timestamp, d.amount, d.totalSupply].map(String) as Stored['d'][number]),
  }
  storage.set(key, stored)
  return { now, distributions }
}
