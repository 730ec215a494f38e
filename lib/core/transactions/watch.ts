import { TransactionNotFoundError, TransactionReceiptNotFoundError, type Client, type Hash, type Transaction, type TransactionReceipt } from 'viem'
import { getBlockNumber, getTransaction, getTransactionReceipt } from 'viem/actions'
import { classifyReplacement, fingerprintOf } from './replacement'
import type { SentFingerprint, SentTransaction, Transaction as StoredTransaction } from './types'
import { findMinedAtNonce, isMethodUnsupported } from './watchNonce'
import { RPC_DEFAULTS } from '../transport/defaults'

/** What the follower learned; the store applies it to the entry while it is pending. */
export type FollowUpdate =
  /** Sender, nonce and intent, read from the node. */
  | { type: 'sent'; sent: SentFingerprint }
  /** A pending speed-up now holds the nonce (or, undefined, no longer does). */
  | { type: 'replacing'; replacedBy: Hash | undefined }
  /** The end: the receipt of the original or of its speed-up, or the transaction that took the nonce. */
  | { type: 'final'; status: 'confirmed' | 'failed'; replacedBy?: Hash; receipt?: TransactionReceipt }
  | { type: 'final'; status: 'cancelled' | 'dropped'; replacedBy: Hash; receipt?: TransactionReceipt }

export interface FollowOptions {
  client: Client
  hash: Hash
  confirmations: number
  /**
   * Follow the nonce too (a transaction this account sent). False: only `hash`'s own receipt
   * (a Safe's execution, sent by whoever executed it).
   */
  trackNonce: boolean
  /** Stored fingerprint, if any; otherwise read from the node while it still knows `hash`. */
  sent?: SentFingerprint
  /** A speed-up already recorded. */
  replacedBy?: Hash
  pollingInterval: number
  /** Checked between requests: the store was destroyed or the entry is no longer pending. */
  stopped: () => boolean
  report: (update: FollowUpdate) => void
}

/** Consecutive failed polls tolerated before giving up (the entry stays pending; followed again on the next mount or reload). */
const MAX_FAILURES = 6
/** After this long the polls slow down (doubling, up to SLOWEST_POLL): a transaction may wait hours for its fee. */
const SLOW_DOWN_AFTER = 180_000
const SLOWEST_POLL = 60_000

/**
 * Follows a sent transaction to its end. Each poll: its own receipt; else who holds its
 * nonce (eth_getTransactionBySenderAndNonce, or where the sender's nonce count passed it on
 * nodes without that method). A holder with the same recipient, value and calldata is a
 * speed-up, followed to its own receipt; a 0-value transfer to oneself cancelled it; anything
 * else dropped it. The original hash vanishing from the node decides nothing by itself.
 */
export async function followTransaction(o: FollowOptions): Promise<void> {
  const started = Date.now()
  let failures = 0
  let polls = 0
  const state = { sent: o.sent, replacedBy: o.replacedBy, slotMethod: true, freeAt: undefined as bigint | undefined }
  while (!o.stopped()) {
    try {
      const end = await poll(o, state)
      failures = 0
      if (end) {
        if (!o.stopped()) o.report(end)
        return
      }
    } catch (e) {
      if (++failures >= MAX_FAILURES) throw e
    }
    await new Promise((resolve) => setTimeout(resolve, nextPollIn(polls++, failures, Date.now() - started, o.pollingInterval)))
  }
}

/**
 * How long to wait before the next poll: the receipt schedule first (200 ms, doubling, 6
 * retries, never slower than the polling interval: RPC_DEFAULTS), then the polling interval,
 * doubling after SLOW_DOWN_AFTER up to SLOWEST_POLL. After a failed poll the polling
 * interval: a node that is down is not asked faster.
 */
function nextPollIn(polls: number, failures: number, elapsed: number, pollingInterval: number): number {
  if (failures === 0 && polls < RPC_DEFAULTS.receiptRetryCount) return Math.min(RPC_DEFAULTS.receiptRetryDelay * 2 ** polls, pollingInterval)
  const slow = Math.floor(elapsed / SLOW_DOWN_AFTER)
  return Math.min(pollingInterval * 2 ** slow, Math.max(SLOWEST_POLL, pollingInterval))
}

interface FollowState {
  sent: SentFingerprint | undefined
  replacedBy: Hash | undefined
  /** False once the node said it has no eth_getTransactionBySenderAndNonce. */
  slotMethod: boolean
  /** A block at which the nonce was still free (where the fallback search starts). */
  freeAt: bigint | undefined
}

type FinalUpdate = Extract<FollowUpdate, { type: 'final' }>

async function poll(o: FollowOptions, s: FollowState): Promise<FinalUpdate | undefined> {
  const { client, hash } = o
  const sent = o.trackNonce ? s.sent : undefined
  // Both questions at once: one HTTP request on a batching transport.
  const [own, holder] = await Promise.all([receiptOf(client, hash), sent && holderOf(client, s, sent)])
  if (own) return settle(o, own, undefined)
  if (!o.trackNonce) return undefined
  if (!sent) {
    const tx = await transactionOf(client, hash)
    // Unknown to the node (not yet seen, or already replaced before we looked): nothing can be told.
    if (!tx || tx.hash.toLowerCase() !== hash) return undefined
    s.sent = fingerprintOf(tx)
    o.report({ type: 'sent', sent: s.sent })
    return undefined // the nonce is asked about from the next poll on
  }

  if (!holder || holder.hash.toLowerCase() === hash) {
    if (s.replacedBy !== undefined) report(o, s, undefined)
    return undefined
  }
  const replacedBy = holder.hash.toLowerCase() as Hash
  const reason = classifyReplacement(sent, fingerprintOf(holder))
  if (holder.blockNumber === null) {
    // Still pending: only a speed-up is shown as such; the original may yet be mined elsewhere.
    report(o, s, reason === 'repriced' ? replacedBy : undefined)
    return undefined
  }
  const receipt = await receiptOf(client, replacedBy)
  if (!receipt) return undefined
  if (reason === 'repriced') return settle(o, receipt, replacedBy)
  if (!(await confirmed(o, receipt))) return undefined
  return { type: 'final', status: reason === 'cancelled' ? 'cancelled' : 'dropped', replacedBy, receipt }
}

function report(o: FollowOptions, s: FollowState, replacedBy: Hash | undefined): void {
  if (s.replacedBy === replacedBy) return
  s.replacedBy = replacedBy
  o.report({ type: 'replacing', replacedBy })
}

/**
 * The stored status from a receipt once it has `confirmations` blocks: `failed` when it says
 * reverted (viem) or 0 (the numeric form some providers and older libraries use).
 */
async function settle(o: FollowOptions, receipt: TransactionReceipt, replacedBy: Hash | undefined): Promise<FinalUpdate | undefined> {
  if (!(await confirmed(o, receipt))) return undefined
  const status: unknown = receipt.status
  const failed = status === 'reverted' || status === 0 || status === '0x0'
  // The receipt goes along, so a waiter does not ask the node for it again.
  return replacedBy ? { type: 'final', status: failed ? 'failed' : 'confirmed', replacedBy, receipt } : { type: 'final', status: failed ? 'failed' : 'confirmed', receipt }
}

/**
 * True once `receipt` is `confirmations` blocks deep. The head is read after the receipt, so
 * a reorganisation between the two reads would count a receipt of the abandoned fork against
 * the new fork's head: once the count is reached the receipt is read again, and must still be
 * in the same block (by hash); else this poll decides nothing, and the next reads the new fork.
 * One request more per transaction, on the poll that ends it.
 */
async function confirmed(o: FollowOptions, receipt: TransactionReceipt): Promise<boolean> {
  if (o.confirmations <= 1) return true
  const latest = await getBlockNumber(o.client, { cacheTime: 0 })
  if (latest - receipt.blockNumber + 1n < BigInt(o.confirmations)) return false
  const again = await receiptOf(o.client, receipt.transactionHash.toLowerCase() as Hash)
  return again?.blockHash === receipt.blockHash
}

/** The transaction holding the nonce, pending or mined; undefined while the nonce is free. */
async function holderOf(client: Client, s: FollowState, sent: SentFingerprint): Promise<Transaction | undefined> {
  const { from, nonce } = sent
  if (s.slotMethod) {
    try {
      const tx = await getTransaction(client, { sender: from, nonce })
      return tx.from.toLowerCase() === from && tx.nonce === nonce ? tx : undefined
    } catch (e) {
      if (e instanceof TransactionNotFoundError) return undefined
      if (!isMethodUnsupported(e)) throw e
      s.slotMethod = false
    }
  }
  const found = await findMinedAtNonce(client, sent, s.freeAt)
  s.freeAt = found.freeAt
  return found.tx
}

async function receiptOf(client: Client, hash: Hash): Promise<TransactionReceipt | undefined> {
  try {
    const receipt = await getTransactionReceipt(client, { hash })
    // An answer about another transaction is no answer.
    return receipt.transactionHash.toLowerCase() === hash ? receipt : undefined
  } catch (e) {
    if (e instanceof TransactionReceiptNotFoundError) return undefined
    throw e
  }
}

async function transactionOf(client: Client, hash: Hash): Promise<Transaction | undefined> {
  try {
    return await getTransaction(client, { hash })
  } catch (e) {
    if (e instanceof TransactionNotFoundError) return undefined
    throw e
  }
}

/**
 * The store's side: follows the chain hash of a stored entry (a transaction this account
 * sent: also its nonce; a Safe's execution, sent by whoever executed it: only its receipt)
 * and writes what is learned into the entry while it is pending.
 */
export function followEntry(o: {
  client: Client
  entry: StoredTransaction | undefined
  hash: Hash
  confirmations: number
  stopped: () => boolean
  apply: (change: (list: readonly StoredTransaction[]) => readonly StoredTransaction[]) => void
}): Promise<void> {
  const sent = o.entry?.kind === undefined ? o.entry : undefined
  const key = o.entry?.hash
  return followTransaction({
    client: o.client,
    hash: o.hash,
    confirmations: o.confirmations,
    trackNonce: sent !== undefined,
    sent: sent?.sent,
    replacedBy: sent?.replacedBy,
    pollingInterval: o.client.pollingInterval,
    stopped: o.stopped,
    report: (update) =>
      o.apply((list) =>
        list.map((t) => {
          if (t.kind === 'calls' || t.hash !== key || t.status !== 'pending') return t
          if (t.kind === undefined) return applyUpdate(t, update)
          return update.type === 'final' && (update.status === 'confirmed' || update.status === 'failed') ? { ...t, status: update.status } : t
        }),
      ),
  })
}

/** Applies an update to a pending stored entry. */
function applyUpdate(tx: SentTransaction, update: FollowUpdate): SentTransaction {
  const { replacedBy: _previous, ...rest } = tx
  switch (update.type) {
    case 'sent':
      return tx.sent ? tx : { ...tx, sent: update.sent }
    case 'replacing':
      return update.replacedBy ? { ...tx, replacedBy: update.replacedBy } : rest
    case 'final':
      return update.replacedBy ? { ...rest, status: update.status, replacedBy: update.replacedBy } : { ...rest, status: update.status }
  }
}
