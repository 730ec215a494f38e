import type { Address } from 'viem'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * An address is 0x plus 40 hexadecimal characters. Checksums are not
 * enforced (viem's isAddress with strict: false does the same, but pulls keccak into the
 * first page load).
 */
export function isAddressLike(value: unknown): value is Address {
  return typeof value === 'string' && ADDRESS.test(value)
}
