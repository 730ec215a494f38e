import { randomBytes } from 'node:crypto'

/**
 * 128 bits from the OS CSPRNG as 32 hex characters (EIP-4361 wants alphanumeric, at least 8).
 * Never viem's generateSiweNonce: it draws from Math.random.
 */
export function generateNonce(): string {
  return randomBytes(16).toString('hex')
}

/** 128-bit id for the browser-binding cookie. */
export function generateBindingId(): string {
  return randomBytes(16).toString('hex')
}
