import { keccak256, type Address, type Hex } from 'viem'
import type { SentFingerprint } from './types'

/**
 * How the transaction that took a nonce relates to the one sent with it (viem's `onReplaced`
 * reasons): `repriced` keeps recipient, value and calldata (a speed-up), `cancelled` is a
 * 0-value transfer to the sender itself (what wallets send to cancel), `replaced` is anything
 * else (an unrelated transaction: the original is dropped).
 */
export type ReplacementReason = 'repriced' | 'cancelled' | 'replaced'

/** The fields of a transaction (as viem returns it) that the rule compares. */
export interface TransactionFields {
  /** The sender. */
  from: Address
  /** The sender's nonce the transaction uses. */
  nonce: number
  /** The recipient; null for a contract creation. */
  to: Address | null
  /** Wei sent. */
  value: bigint
  /** The calldata. */
  input: Hex
}

/** The stored fingerprint of a transaction: addresses lowercase, calldata hashed. */
export function fingerprintOf(tx: TransactionFields): SentFingerprint {
  return {
    from: tx.from.toLowerCase() as Address,
    nonce: tx.nonce,
    to: tx.to ? (tx.to.toLowerCase() as Address) : null,
    value: `0x${tx.value.toString(16)}`,
    input: keccak256(tx.input),
  }
}

/** The rule itself, on two fingerprints of the same sender and nonce. */
export function classifyReplacement(original: SentFingerprint, replacement: SentFingerprint): ReplacementReason {
  if (replacement.to === original.to && replacement.value === original.value && replacement.input === original.input) return 'repriced'
  if (replacement.to === replacement.from && BigInt(replacement.value) === 0n) return 'cancelled'
  return 'replaced'
}
