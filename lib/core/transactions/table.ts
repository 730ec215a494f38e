import { sameSafeProgress } from '../safe/progress'
import type { Transaction } from './types'

/** Non-pending transactions kept per account and chain. Pending ones are never dropped. */
export const MAX_COMPLETED = 10

/** In-memory form of the stored transactions: `${lowercase address}:${chainId}` -> newest first. */
export type TransactionTable = ReadonlyMap<string, readonly Transaction[]>

export const tableKey = (account: string, chainId: number): string => `${account.toLowerCase()}:${chainId}`

/**
 * Keeps every pending transaction and the newest MAX_COMPLETED others, in order.
 * RainbowKit keeps 11 here through an off-by-one (`length > MAX` before a splice of MAX);
 * we keep exactly 10.
 */
export function capTransactions(list: readonly Transaction[]): readonly Transaction[] {
  let completed = 0
  const kept = list.filter((tx) => tx.status === 'pending' || ++completed <= MAX_COMPLETED)
  return kept.length === list.length ? list : kept
}

const sameTransaction = (a: Transaction, b: Transaction): boolean => {
  if (a.kind === 'calls' || b.kind === 'calls') {
    return (
      a.kind === 'calls' && b.kind === 'calls' && a.id === b.id && a.status === b.status && a.description === b.description &&
      a.failure === b.failure && (a.receipts ?? []).join() === (b.receipts ?? []).join()
    )
  }
  if (a.kind === 'safe' || b.kind === 'safe') {
    return a.kind === 'safe' && b.kind === 'safe' && a.hash === b.hash && a.status === b.status && a.description === b.description && sameSafeProgress(a.safe, b.safe)
  }
  return (
    a.hash === b.hash && a.status === b.status && a.description === b.description && a.confirmations === b.confirmations &&
    a.replacedBy === b.replacedBy && JSON.stringify(a.sent) === JSON.stringify(b.sent)
  )
}

const sameList = (a: readonly Transaction[], b: readonly Transaction[]): boolean =>
  a.length === b.length && a.every((tx, i) => {
    const other = b[i]
    return other !== undefined && sameTransaction(tx, other)
  })

/**
 * Keeps the previous array for every unchanged list, so snapshots handed to React
 * (useSyncExternalStore) only change identity when their content changed.
 */
export function reconcile(previous: TransactionTable, next: TransactionTable): TransactionTable {
  const out = new Map<string, readonly Transaction[]>()
  for (const [key, list] of next) {
    const old = previous.get(key)
    out.set(key, old !== undefined && sameList(old, list) ? old : list)
  }
  return out
}
