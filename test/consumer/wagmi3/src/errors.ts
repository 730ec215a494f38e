import type { BaseError } from 'wagmi'

/**
 * An error in one line, as wagmi's docs show it: `(error as BaseError).shortMessage ||
 * error.message` (viem's errors, which wagmi passes on, have a short message).
 */
export function errorText(error: Error | null | undefined): string {
  if (!error) return ''
  return (error as BaseError).shortMessage || error.message
}
