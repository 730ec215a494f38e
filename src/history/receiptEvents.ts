import type { Address, Log } from 'viem'
import { historyCacheKey } from './cache'
import { byChainOrder, toHistoryEvent, type HistoryEvent, type RawLog } from './events'

/**
 * The account's events as the site's own transactions' receipts carry them, kept in memory
 * per history key (chain, contract, account) so the position, the history and the chart
 * show an action the moment its receipt is in, not after the next log scan. A scan that
 * has read a block is the authority on it (it re-reads the unfinal tail, see REORG_DEPTH):
 * these events count only above the scan's last block (mergeReceiptEvents).
 */
const byKey = new Map<string, readonly HistoryEvent[]>()
const listeners = new Set<() => void>()
const NONE: readonly HistoryEvent[] = Object.freeze([])

const eventKey = (e: HistoryEvent) => `${e.txHash.toLowerCase()}:${e.logIndex}`

/** The receipts' events of one account, oldest first (the same array until one is added). */
export function receiptEventsOf(chainId: number, contract: Address, account: Address): readonly HistoryEvent[] {
  return byKey.get(historyCacheKey(chainId, contract, account)) ?? NONE
}

/** Called whenever events are added (for useSyncExternalStore). */
export function subscribeReceiptEvents(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export interface ReceiptLogs {
  chainId: number
  /** The pMANGO contract: logs of any other address are not the account's staking events. */
  contract: Address
  account: Address
  /** A mined receipt's logs. */
  logs: readonly Log[]
  /** Seconds: the time of the block the logs are in. */
  timestamp: bigint
}

/** Adds the account's Plant, Unplant and Harvest events of a receipt (each once, by tx hash and log index). */
export function addReceiptEvents({ chainId, contract, account, logs, timestamp }: ReceiptLogs): void {
  const found = logs.flatMap((log) => {
    if (log.address.toLowerCase() !== contract.toLowerCase() || log.blockNumber === null || log.logIndex === null || log.transactionHash === null) return []
    const raw: RawLog = { address: log.address, topics: log.topics as RawLog['topics'], data: log.data, blockNumber: log.blockNumber, logIndex: log.logIndex, transactionHash: log.transactionHash, ...(log.blockHash ? { blockHash: log.blockHash } : {}) }
    const event = toHistoryEvent(raw, account)
    return event ? [{ ...event, timestamp }] : []
  })
  if (found.length === 0) return
  const key = historyCacheKey(chainId, contract, account)
  const known = byKey.get(key) ?? NONE
  const seen = new Set(known.map(eventKey))
  const added = found.filter((e) => !seen.has(eventKey(e)))
  if (added.length === 0) return
  byKey.set(key, [...known, ...added].sort(byChainOrder))
  for (const listener of listeners) listener()
}

/**
 * The scan's events (complete up to `scannedTo`) and, above that block, the receipts':
 * oldest first, each event once. Without a scan yet (`scannedTo` undefined) the receipts'
 * events alone.
 */
export function mergeReceiptEvents(scanned: readonly HistoryEvent[], scannedTo: bigint | undefined, receipts: readonly HistoryEvent[]): HistoryEvent[] {
  const seen = new Set(scanned.map(eventKey))
  const newer = receipts.filter((e) => (scannedTo === undefined || e.blockNumber > scannedTo) && !seen.has(eventKey(e)))
  return newer.length === 0 ? [...scanned] : [...scanned, ...newer].sort(byChainOrder)
}
