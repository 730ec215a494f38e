import type { Hex } from 'viem'
import { isAddressLike } from '../address'
import { isHash } from '../hash'
import { InvalidRecentTransactionError } from './errors'
import type { NewTransaction, RecentTransactionUpdate, SentFingerprint } from './types'

/** Longer descriptions are cut on add (and refused when read back from storage). */
export const MAX_DESCRIPTION = 1000

export const isConfirmations = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1

export const isChainId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0

/**
 * Reasons a new transaction is unacceptable; empty when it is fine. The messages are the
 * product's (RainbowKit's wording), including the "positiver" typo, which callers may match on.
 */
export function transactionErrors(tx: NewTransaction): string[] {
  const errors: string[] = []
  if (!isHash(tx.hash)) errors.push('Invalid transaction hash')
  if (typeof tx.description !== 'string' || tx.description.trim() === '') {
    errors.push('Transaction must have a description')
  }
  if (tx.kind !== undefined && tx.kind !== 'safe') errors.push('Invalid transaction kind')
  if (tx.confirmations !== undefined && !isConfirmations(tx.confirmations)) {
    errors.push('Transaction confirmations must be a positiver integer')
  }
  return errors
}

/** Throws one Error listing every reason: 'Unable to add transaction:\n- reason\n- reason'. */
export function assertValidTransaction(tx: NewTransaction, account: unknown, chainId: unknown): void {
  assertNoErrors(transactionErrors(tx), account, chainId)
}

function assertNoErrors(errors: string[], account: unknown, chainId: unknown): void {
  if (!isAddressLike(account)) errors.push('Invalid account address')
  if (!isChainId(chainId)) errors.push('Invalid chain ID')
  if (errors.length > 0) {
    throw new Error(`Unable to add transaction:\n${errors.map((e) => `- ${e}`).join('\n')}`)
  }
}

/** EIP-5792 bundle ids are strings of at most 4096 bytes; we take printable ASCII, as hex or otherwise. */
const BUNDLE_ID = /^[\x21-\x7e]{1,8194}$/
export const isBundleId = (value: unknown): value is string => typeof value === 'string' && BUNDLE_ID.test(value)

/** Like assertValidTransaction, for a call bundle. */
export function assertValidBundle(bundle: { id: unknown; description: unknown }, account: unknown, chainId: unknown): void {
  const errors: string[] = []
  if (!isBundleId(bundle.id)) errors.push('Invalid call bundle id')
  if (typeof bundle.description !== 'string' || bundle.description.trim() === '') errors.push('Transaction must have a description')
  assertNoErrors(errors, account, chainId)
}

/**
 * Like assertValidTransaction, for a new description of an entry already listed: a hash
 * or a bundle id (exactly one), and a description that is not blank and has at most
 * MAX_DESCRIPTION characters (code points). Refused rather than cut: the update exists to
 * make the entry say exactly what happened (an amount cut short would say something else).
 */
export function assertValidUpdate(update: RecentTransactionUpdate, account: unknown, chainId: unknown): void {
  const errors: string[] = []
  const { hash, id, description } = (typeof update === 'object' && update !== null ? update : {}) as Partial<Record<'hash' | 'id' | 'description', unknown>>
  if (hash !== undefined && id !== undefined) errors.push('Give a transaction hash or a call bundle id, not both')
  else if (id !== undefined) {
    if (!isBundleId(id)) errors.push('Invalid call bundle id')
  } else if (!isHash(hash)) errors.push('Invalid transaction hash')
  if (typeof description !== 'string' || description.trim() === '') errors.push('Transaction must have a description')
  else if (Array.from(description).length > MAX_DESCRIPTION) errors.push(`Transaction description is longer than ${MAX_DESCRIPTION} characters`)
  if (!isAddressLike(account)) errors.push('Invalid account address')
  if (!isChainId(chainId)) errors.push('Invalid chain ID')
  if (errors.length > 0) throw new InvalidRecentTransactionError(errors)
}

/** A JSON-RPC quantity of at most 256 bits, lowercase, no leading zeros. */
const QUANTITY = /^0x(0|[1-9a-f][0-9a-f]{0,63})$/
/** The store writes addresses and hashes lowercase. */
const isLower = (text: string) => text === text.toLowerCase()

/** A stored fingerprint of what was sent (see SentFingerprint), exactly as the store writes it. */
export function parseSentFingerprint(raw: unknown): SentFingerprint | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined
  const { from, nonce, to, value, input } = raw as Record<string, unknown>
  if (!isAddressLike(from) || !isLower(from)) return undefined
  if (typeof nonce !== 'number' || !Number.isSafeInteger(nonce) || nonce < 0) return undefined
  if (to !== null && (!isAddressLike(to) || !isLower(to))) return undefined
  if (typeof value !== 'string' || !QUANTITY.test(value)) return undefined
  if (!isHash(input) || !isLower(input)) return undefined
  return { from, nonce, to, value: value as Hex, input }
}
