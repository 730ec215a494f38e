import { BaseError } from 'wagmi'

/** An error in one line, as wagmi's docs show it: viem's short message when there is one. */
export function errorText(error: Error | null | undefined): string {
  if (!error) return ''
  return error instanceof BaseError ? error.shortMessage : error.message
}
