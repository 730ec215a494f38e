import type { Emitter } from '../emitter'
import type { ConfigEvents } from '../types'

/** Ended transactions each config remembers (bounded: a page may follow many). */
const REMEMBERED = 64

const ended = new WeakMap<object, Set<string>>()

/**
 * Emits `refresh` for `chainId` once per ended transaction or bundle. Two followers see the
 * same one end: waitForTransactionReceipt's and Recent Transactions' own (each polls on its
 * schedule). A second refresh would read every read of the chain again, and while the first
 * is in flight the cache follows it with one more (query.ts, runAfter): two or three reads
 * where one says it all. `key` names the transaction: the hash the wallet returned (a
 * speed-up keeps it: both followers start from it), or `calls:<id>` for a bundle.
 */
export function refreshOnce(emitter: Emitter<ConfigEvents>, chainId: number, key: string): void {
  let keys = ended.get(emitter)
  if (!keys) ended.set(emitter, (keys = new Set()))
  const id = `${chainId}:${key.toLowerCase()}`
  if (keys.has(id)) return
  keys.add(id)
  // A Set iterates in insertion order: the first is the oldest.
  if (keys.size > REMEMBERED) keys.delete(keys.values().next().value!)
  emitter.emit('refresh', { chainId })
}
