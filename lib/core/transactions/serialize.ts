import type { Hash } from 'viem'
import { entryKey, type CallBundle, type SafeTransaction, type SentTransaction, type Transaction, type TransactionStatus } from './types'
import type { TransactionTable } from './table'
import { isAddressLike } from '../address'
import { isBundleFailure, type BundleFailure } from '../calls/status'
import { isHash } from '../hash'
import { isBundleId, isChainId, isConfirmations, MAX_DESCRIPTION, parseSentFingerprint } from './validate'
import { capTransactions } from './table'
import { parseSafeProgress } from '../safe/progress'

/**
 * Stored layout (key `transactions`): `{ [lowercase address]: { [chainId]: Transaction[] } }`,
 * newest first. Everything read back is validated: a stored value is attacker-reachable
 * (other scripts on the origin, a browser extension, a hand-edited profile), so wrong
 * shapes are dropped entry by entry and never crash the app. RainbowKit trusts this value.
 */

/** Bounds on what we read back, so a huge stored value cannot make us do unbounded work. */
const MAX_ACCOUNTS = 100
const MAX_CHAINS_PER_ACCOUNT = 32
const MAX_LIST_READ = 100
const STATUSES: ReadonlySet<string> = new Set(['pending', 'confirmed', 'failed'])
/** A plain sent transaction may also end cancelled or dropped (another took its nonce). */
const SENT_STATUSES: ReadonlySet<string> = new Set([...STATUSES, 'cancelled', 'dropped'])

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** Reads a property only if it is the object's own; `__proto__` and friends never match our key patterns anyway. */
const own = (o: Record<string, unknown>, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined

/**
 * A failed bundle's failure code. Versions before the code stored an English `reason`
 * instead: such an entry, or one whose code this version does not know, reads as `unknown`
 * (worded by the catalogue like any code) rather than being dropped, so no storage version
 * bump wipes anyone's list.
 */
function bundleFailureOf(raw: Record<string, unknown>, status: TransactionStatus): BundleFailure | undefined {
  const failure = own(raw, 'failure')
  if (isBundleFailure(failure)) return failure
  return status === 'failed' && (failure !== undefined || own(raw, 'reason') !== undefined) ? 'unknown' : undefined
}

/** Receipts a stored bundle may list; an atomic bundle has one. */
const MAX_RECEIPTS = 16

/** A stored transaction, or a call bundle (`kind: 'calls'`, EIP-5792 id, optional receipts and failure code). */
function parseTransaction(raw: unknown): Transaction | undefined {
  if (!isRecord(raw)) return undefined
  const kind = own(raw, 'kind')
  const status = own(raw, 'status')
  const description = own(raw, 'description')
  if (typeof status !== 'string' || !(kind === undefined ? SENT_STATUSES : STATUSES).has(status)) return undefined
  if (typeof description !== 'string' || description.trim() === '' || description.length > 2 * MAX_DESCRIPTION) return undefined // code points -> UTF-16 units
  const common = { status: status as TransactionStatus, description }
  if (kind === 'calls') {
    const id = own(raw, 'id')
    const receipts = own(raw, 'receipts')
    if (!isBundleId(id)) return undefined
    if (receipts !== undefined && !(Array.isArray(receipts) && receipts.length <= MAX_RECEIPTS && receipts.every(isHash))) return undefined
    const bundle: CallBundle = { kind, id, ...common }
    if (receipts !== undefined) bundle.receipts = receipts.map((h) => h.toLowerCase() as Hash)
    const failure = bundleFailureOf(raw, common.status)
    if (failure !== undefined) bundle.failure = failure
    return bundle
  }
  const hash = own(raw, 'hash')
  const confirmations = own(raw, 'confirmations')
  if ((kind !== undefined && kind !== 'safe') || !isHash(hash)) return undefined
  if (confirmations !== undefined && !isConfirmations(confirmations)) return undefined
  if (kind === 'safe') {
    if (confirmations !== undefined) return undefined
    const safe = own(raw, 'safe')
    const progress = safe === undefined ? undefined : parseSafeProgress(safe)
    if (safe !== undefined && !progress) return undefined
    const entry: SafeTransaction = { kind, hash: hash.toLowerCase() as Hash, ...common }
    if (progress) entry.safe = progress
    return entry
  }
  return parseSent(raw, { hash: hash.toLowerCase() as Hash, status: status as SentTransaction['status'], description }, confirmations)
}

/**
 * The replacement fields of a plain transaction, all optional (older versions stored none):
 * `sent` must be a well-formed fingerprint, `replacedBy` another hash, and a cancelled or
 * dropped entry must name the transaction that took its nonce.
 */
function parseSent(raw: Record<string, unknown>, tx: SentTransaction, confirmations: number | undefined): SentTransaction | undefined {
  const sent = own(raw, 'sent')
  const replacedBy = own(raw, 'replacedBy')
  const fingerprint = sent === undefined ? undefined : parseSentFingerprint(sent)
  if (sent !== undefined && !fingerprint) return undefined
  if (replacedBy !== undefined && (!isHash(replacedBy) || replacedBy.toLowerCase() === tx.hash)) return undefined
  if ((tx.status === 'cancelled' || tx.status === 'dropped') && replacedBy === undefined) return undefined
  if (confirmations !== undefined) tx.confirmations = confirmations
  if (fingerprint) tx.sent = fingerprint
  if (replacedBy !== undefined) tx.replacedBy = replacedBy.toLowerCase() as Hash
  return tx
}

function parseList(raw: unknown): readonly Transaction[] {
  if (!Array.isArray(raw)) return []
  const seen = new Set<string>()
  const list: Transaction[] = []
  for (const item of raw.slice(0, MAX_LIST_READ)) {
    const tx = parseTransaction(item)
    if (tx && !seen.has(entryKey(tx))) {
      seen.add(entryKey(tx))
      list.push(tx)
    }
  }
  return capTransactions(list)
}

/** KitStorage parser: undefined (value removed) only when the top level is not an object. */
export function parseTransactionTable(raw: unknown): TransactionTable | undefined {
  if (!isRecord(raw)) return undefined
  const table = new Map<string, readonly Transaction[]>()
  for (const account of Object.keys(raw).slice(0, MAX_ACCOUNTS)) {
    if (!isAddressLike(account)) continue
    const chains = own(raw, account)
    if (!isRecord(chains)) continue
    for (const chain of Object.keys(chains).slice(0, MAX_CHAINS_PER_ACCOUNT)) {
      if (!/^[1-9]\d{0,15}$/.test(chain) || !isChainId(Number(chain))) continue
      const list = parseList(own(chains, chain))
      if (list.length > 0) table.set(`${account.toLowerCase()}:${Number(chain)}`, list)
    }
  }
  return table
}

/** The JSON-ready stored form; null-prototype objects so no key can reach a prototype. */
export function serializeTransactionTable(table: TransactionTable): Record<string, Record<string, readonly Transaction[]>> {
  const out: Record<string, Record<string, readonly Transaction[]>> = Object.create(null)
  for (const [key, list] of table) {
    if (list.length === 0) continue
    const [account = '', chain = ''] = key.split(':')
    const chains = (out[account] ??= Object.create(null) as Record<string, readonly Transaction[]>)
    chains[chain] = list
  }
  return out
}
