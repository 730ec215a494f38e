import type { Hash } from 'viem'

/** 0x and 64 hex digits, either case: the kit's one hash pattern (a lint rule forbids copies). */
const HASH = /^0x[0-9a-fA-F]{64}$/

/**
 * A 32-byte hash: a transaction hash, a safeTxHash, a message hash; for a value of any type
 * (a stored record, a wallet's or a service's answer). The same test as viem's `isHash`,
 * written here so the kit's lazily loaded parts share one small module rather than viem's.
 */
export function isHash(value: unknown): value is Hash {
  return typeof value === 'string' && HASH.test(value)
}
