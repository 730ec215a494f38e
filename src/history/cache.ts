import { isHash, type Address, type Hash } from 'viem'
import { isAddressLike, type KitStorage } from '@porch/kit'
import type { HistoryEvent, HistoryKind } from './events'

/** Bumped whenever the stored shape changes: an entry of another version is ignored. */
export const HISTORY_CACHE_VERSION = 2

/** What one account's scan has found so far, and up to which block. */
export interface HistoryCache {
  /** First block scanned (the deployment block, or the first block with the contract's code). */
  fromBlock: bigint
  /** Last block scanned; the next scan starts after it. */
  scannedTo: bigint
  /** Oldest first. */
  events: HistoryEvent[]
}

interface StoredEvent {
  k: HistoryKind
  a: string
  tk?: string
  b: string
  bh?: string
  i: number
  h: string
  t: string
}

interface Stored {
  v: number
  fromBlock: string
  scannedTo: string
  events: StoredEvent[]
}

/** One storage key per chain, contract and account (lowercase), so nothing is shared by mistake. */
export const historyCacheKey = (chainId: number, contract: Address, account: Address) =>
  `history.${chainId}.${contract.toLowerCase()}.${account.toLowerCase()}`

const DIGITS = /^\d{1,78}$/
const KINDS = new Set<unknown>(['stake', 'unstake', 'harvest'])

/** The stored value, only when every field has its type, length and range; else undefined (and it is dropped). */
export function parseHistoryCache(raw: unknown): HistoryCache | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const s = raw as Partial<Stored>
  if (s.v !== HISTORY_CACHE_VERSION || !isDigits(s.fromBlock) || !isDigits(s.scannedTo) || !Array.isArray(s.events)) return undefined
  const fromBlock = BigInt(s.fromBlock)
  const scannedTo = BigInt(s.scannedTo)
  if (scannedTo < fromBlock - 1n) return undefined
  const events: HistoryEvent[] = []
  for (const e of s.events as unknown[]) {
    if (typeof e !== 'object' || e === null) return undefined
    const x = e as Partial<StoredEvent>
    if (!KINDS.has(x.k) || !isDigits(x.a) || !isDigits(x.b) || !isDigits(x.t) || typeof x.h !== 'string' || !isHash(x.h)) return undefined
    if (typeof x.i !== 'number' || !Number.isSafeInteger(x.i) || x.i < 0) return undefined
    if (x.tk !== undefined && !isAddressLike(x.tk)) return undefined
    if (x.bh !== undefined && (typeof x.bh !== 'string' || !isHash(x.bh))) return undefined
    const blockNumber = BigInt(x.b)
    if (blockNumber < fromBlock || blockNumber > scannedTo) return undefined
    events.push({
      kind: x.k as HistoryKind,
      amount: BigInt(x.a),
      ...(x.tk ? { token: x.tk as Address } : {}),
      blockNumber,
      ...(x.bh ? { blockHash: x.bh as Hash } : {}),
      logIndex: x.i,
      txHash: x.h as Hash,
      timestamp: BigInt(x.t),
    })
  }
  return { fromBlock, scannedTo, events }
}

function isDigits(v: unknown): v is string {
  return typeof v === 'string' && DIGITS.test(v)
}

export function serializeHistoryCache(c: HistoryCache): Stored {
  return {
    v: HISTORY_CACHE_VERSION,
    fromBlock: c.fromBlock.toString(),
    scannedTo: c.scannedTo.toString(),
    events: c.events.map((e) => ({
      k: e.kind,
      a: e.amount.toString(),
      ...(e.token ? { tk: e.token } : {}),
      b: e.blockNumber.toString(),
      ...(e.blockHash ? { bh: e.blockHash } : {}),
      i: e.logIndex,
      h: e.txHash,
      t: e.timestamp.toString(),
    })),
  }
}

export function loadHistoryCache(storage: KitStorage, key: string): HistoryCache | undefined {
  return storage.get(key, parseHistoryCache)
}

export function saveHistoryCache(storage: KitStorage, key: string, cache: HistoryCache): void {
  storage.set(key, serializeHistoryCache(cache))
}
