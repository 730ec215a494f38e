import { isHash as isHashString, type Hash } from 'viem'

/**
 * A 32-byte hash: 0x and 64 hex digits (a transaction hash, a safeTxHash, a message hash).
 * viem's isHash, for a value of any type (a stored record, a wallet's or a service's answer).
 */
export function isHash(value: unknown): value is Hash {
  return typeof value === 'string' && isHashString(value)
}
