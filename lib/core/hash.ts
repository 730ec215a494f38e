import type { Hash } from 'viem'

/**
 * The one pattern of a 32-byte hash: 0x and 64 hex digits. Transaction hashes, Safe
 * safeTxHashes and receipt hashes all take this shape.
 */
export const HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/

/** True for a string of HASH_PATTERN's shape (a transaction hash, a safeTxHash). */
export function isHash(value: unknown): value is Hash {
  return typeof value === 'string' && HASH_PATTERN.test(value)
}
