import type { KitStorage } from '@porch/kit'
import { parseHistoryCache, serializeHistoryCache } from './cache'
import type { HistoryEvent } from './events'

/** Stored beside the account's history cache (whose key follows), in the same checked shape. */
const keptKey = (historyKey: string) => `receipts.${historyKey}`

/**
 * The receipts' events (see receiptEvents.ts) a last visit kept: a harvest or stake made on
 * the page shows after a reload at once, before the scan has read its block, instead of the
 * figures from before it.
 */
export function keptReceiptEvents(storage: KitStorage, historyKey: string): HistoryEvent[] {
  return storage.get(keptKey(historyKey), parseHistoryCache)?.events ?? []
}

/**
 * Keeps the receipts' events above the scan's last block (at or below it the scan is the
 * authority, see mergeReceiptEvents), or removes the entry when there are none.
 */
export function keepReceiptEvents(storage: KitStorage, historyKey: string, receipts: readonly HistoryEvent[], scannedTo: bigint | undefined): void {
  const above = receipts.filter((e) => scannedTo === undefined || e.blockNumber > scannedTo)
  if (above.length === 0) return storage.remove(keptKey(historyKey))
  // Oldest first (byChainOrder): the first and last events bound the blocks the entry holds.
  storage.set(keptKey(historyKey), serializeHistoryCache({ fromBlock: above[0]!.blockNumber, scannedTo: above.at(-1)!.blockNumber, events: [...above] }))
}
