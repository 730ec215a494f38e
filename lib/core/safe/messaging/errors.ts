/** Errors of the Safe embedded-app client. Messages are the protocol's own where it has one. */

import { BaseError } from 'viem'

export class SafeMessagingError extends BaseError {
  override name = 'SafeMessagingError'
  readonly code: number | undefined
  constructor(message: string, code?: number) {
    super(message)
    // The protocol's own words (Safe's SDK throws the same), not viem's multi-line form.
    this.message = message
    this.code = code
  }
}

/** EIP-1193 code of a user rejection; Safe uses it for permission failures. */
export const PERMISSIONS_REQUEST_REJECTED = 4001

export class SafePermissionsError extends SafeMessagingError {
  override name = 'SafePermissionsError'
  constructor(message: 'Permissions rejected' | 'Permissions request is invalid') {
    super(message, PERMISSIONS_REQUEST_REJECTED)
  }
}

/**
 * Safe{Wallet} never answers a method it does not know (not even with an error), and a
 * person may walk away from a signing prompt: the timeout is the only way out.
 */
export class SafeRequestTimeoutError extends SafeMessagingError {
  override name = 'SafeRequestTimeoutError'
  constructor(
    readonly method: string,
    readonly timeoutMs: number,
  ) {
    super(`Safe{Wallet} did not answer the ${method} request within ${formatDuration(timeoutMs)}.`)
  }
}

/** The host answered with `success: false`; the text is the host's. */
export class SafeHostError extends SafeMessagingError {
  override name = 'SafeHostError'
}

export class SafeNotFramedError extends SafeMessagingError {
  override name = 'SafeNotFramedError'
  constructor() {
    super('This page is not open inside Safe{Wallet}.')
  }
}

export type SafeMessagingErrorType = SafeMessagingError | SafePermissionsError | SafeRequestTimeoutError | SafeHostError | SafeNotFramedError

function formatDuration(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} minute${ms === 60_000 ? '' : 's'}`
  const s = ms / 1000
  return `${Number.isInteger(s) ? s : s.toFixed(1)} second${s === 1 ? '' : 's'}`
}
