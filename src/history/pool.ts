import { isHash, type Address, type Hash } from 'viem'
import type { KitStorage, RpcRequest } from '@porch/kit'
import { blockTimestamp, firstBlockAtOrAfter, latestBlock, logTimestamps } from './blocks'
import { addressTopic, topics, word, type Distribution } from './events'
import { scanLogs } from './scan'
import { DEFAULT_MAX_RANGE, REORG_DEPTH } from './scanHistory'
import { DAY } from './yield'

/** The pool's distributions of the last `days` days, oldest first, up to `now` (the newest block's time). */
export interface PoolDistributions {
  now: bigint
  distributions: Distribution[]
}

const POOL_CACHE_VERSION = 2
const DIGITS = /^\d{1,78}$/

/** Block, time, amount, total staked, and the block's hash ('' when the node gave none). */
type StoredRow = [string, string, string, string, string]

interface Stored {
  v: number
  scannedTo: string
  d: StoredRow[]
}

/** A distribution and the hash of its block, which lets a re-read tail keep known timestamps. */
type CachedDistribution = Distribution & { blockHash?: Hash }

interface PoolCache {
  scannedTo: bigint
  distributions: CachedDistribution[]
}

function parsePoolCache(raw: unknown): PoolCache | undefined {
  const s = raw as Partial<Stored> | null
  if (!s || typeof s !== 'object' || s.v !== POOL_CACHE_VERSION || typeof s.scannedTo !== 'string' || !DIGITS.test(s.scannedTo) || !Array.isArray(s.d)) return undefined
  const distributions: CachedDistribution[] = []
  for (const row of s.d as unknown[]) {
    if (!Array.isArray(row) || row.length !== 5) return undefined
    const [bh, ...numbers] = [row[4], ...row.slice(0, 4)] as unknown[]
    if (!numbers.every((x) => typeof x === 'string' && DIGITS.test(x)) || typeof bh !== 'string' || (bh !== '' && !isHash(bh))) return undefined
    const [b, t, a, ts] = (numbers as string[]).map(BigInt) as [bigint, bigint, bigint, bigint]
    distributions.push({ blockNumber: b, timestamp: t, amount: a, totalSupply: ts, ...(bh ? { blockHash: bh as Hash } : {}) })
  }
  return { scannedTo: BigInt(s.scannedTo), distributions }
}

const poolCacheKey = (chainId: number, contract: Address, token: Address) => `pool.${chainId}.${contract.toLowerCase()}.${token.toLowerCase()}`

/**
 * What the last visit found, for the first paint (no request): its distributions up to the
 * newest of them, which stands in for the newest block's time until the scan answers. A
 * window the last visit found empty is known too (too few distributions), not 'Reading…'.
 * Undefined when nothing is cached.
 */
export function cachedPoolDistributions(storage: KitStorage, chainId: number, contract: Address, token: Address): PoolDistributions | undefined {
  const cache = storage.get(poolCacheKey(chainId, contract, token), parsePoolCache)
  return cache && { now: cache.distributions.at(-1)?.timestamp ?? 0n, distributions: cache.distributions }
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
 * block scanned (cached per chain and contract), read the unfinal tail again (as the
 * history does, see REORG_DEPTH) and forget what fell out of the window.
 */
export async function scanPoolDistributions(options: PoolScanOptions): Promise<PoolDistributions> {
  const { request, storage, chainId, contract, token, signal } = options
  const key = poolCacheKey(chainId, contract, token)
  const latest = await latestBlock(request)
  const now = await blockTimestamp(request, latest)
  const since = now - BigInt(options.days) * DAY
  let cache = storage.get(key, parsePoolCache)
  if (cache && cache.scannedTo > latest) cache = undefined
  const rewound = cache && cache.scannedTo - REORG_DEPTH
  const kept = cache?.distributions.filter((d) => rewound !== undefined && d.blockNumber <= rewound) ?? []
  const known = new Map((cache?.distributions ?? []).flatMap((d) => (d.blockHash ? [[d.blockHash, d.timestamp] as const] : [])))
  const from = rewound !== undefined ? (rewound < 0n ? 0n : rewound + 1n) : await firstBlockAtOrAfter(request, since, options.deployBlock ?? 0n, latest)
  const found: CachedDistribution[] = []
  await scanLogs({
    request,
    address: contract,
    filters: [[topics.distributeReward, null, addressTopic(token)]],
    from,
    to: latest,
    maxRange: options.maxRange ?? DEFAULT_MAX_RANGE,
    signal,
    onChunk: async ({ logs }) => {
      const times = await logTimestamps(request, logs, known)
      for (const l of logs.sort((a, b) => (a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1))) {
        const d = { blockNumber: l.blockNumber, timestamp: times.get(l.blockNumber)!, amount: word(l.data, 0), totalSupply: word(l.data, 2) }
        found.push(l.blockHash ? { ...d, blockHash: l.blockHash } : d)
      }
    },
  })
  const distributions = [...kept, ...found].filter((d) => d.timestamp >= since)
  const stored: Stored = {
    v: POOL_CACHE_VERSION,
    scannedTo: latest.toString(),
    d: distributions.map((d) => [...[d.blockNumber, d.timestamp, d.amount, d.totalSupply].map(String), d.blockHash ?? ''] as StoredRow),
  }
  storage.set(key, stored)
  return { now, distributions }
}
