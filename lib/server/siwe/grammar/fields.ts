/**
 * EIP-4361's single-line fields (https://eips.ethereum.org/EIPS/eip-4361, "ABNF Message
 * Format"), each with the words an error about it uses.
 */
import { checksumAddress, type Address } from 'viem'
import { ALPHA, DIGIT, GEN_DELIMS, HEXDIG, PCHAR, SUB_DELIMS, UNRESERVED, whole } from './abnf'

/** address = "0x" 40*40HEXDIG ("0x" is case-insensitive, as every ABNF string). */
const ADDRESS = whole(`0[xX][${HEXDIG}]{40}`)
/** statement = *( reserved / unreserved / " " ): no line break, no `"`, `%`, `<`, `\`, ... */
export const STATEMENT = whole(`[${GEN_DELIMS}${SUB_DELIMS}${UNRESERVED} ]*`)
/** version = "1": any other number is a version this server does not speak. */
export const VERSION_NUMBER = /^[0-9]+$/
/** chain-id = 1*DIGIT (leading zeros allowed: the grammar has them). */
export const CHAIN_ID = whole(`[${DIGIT}]+`)
/** nonce = 8*( ALPHA / DIGIT ) */
export const NONCE = whole(`[${ALPHA}${DIGIT}]{8,}`)
/** request-id = *pchar */
export const REQUEST_ID = whole(`${PCHAR}*`)

export type AddressProblem = 'not-hex' | 'checksum'

/**
 * The address in EIP-55 form, or why it is refused. EIP-4361 wants the EIP-55 checksum
 * "where applicable": a mixed-case address must carry it, while all-lowercase (or
 * all-uppercase) hex carries no checksum to check (EIP-55's own reading).
 */
export function readAddress(text: string): Address | AddressProblem {
  if (!ADDRESS.test(text)) return 'not-hex'
  const hex = text.slice(2)
  const checksummed = checksumAddress(`0x${hex.toLowerCase()}`)
  const mixed = /[a-f]/.test(hex) && /[A-F]/.test(hex)
  if (mixed && checksummed.slice(2) !== hex) return 'checksum'
  return checksummed
}
