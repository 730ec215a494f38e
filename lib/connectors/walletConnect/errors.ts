/**
 * WalletConnect session protocol codes turned into plain user
 * messages and our typed errors. Codes follow the WalletConnect specs:
 * https://specs.walletconnect.com/2.0/specs/clients/sign/error-codes
 */
import {
  errorParts,
  isUserRejection,
  ResourceUnavailableError,
  UserRejectedRequestError,
  WalletError,
} from '../../core/errors'

/** Session protocol codes -> what the user reads. */
export const SESSION_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  1001: 'Your wallet received a request it considers invalid.',
  1002: 'Your wallet sent an event this app does not know.',
  1003: 'Your wallet sent an invalid session update.',
  1004: 'Your wallet sent an invalid request to extend the session.',
  1005: 'Your wallet could not settle the session. Please connect again.',
  3001: 'This app is not allowed to make that request in your wallet. Disconnect and connect again.',
  3002: 'Your wallet sent an event this session does not allow.',
  3003: 'This session update was not allowed.',
  3004: 'Extending this session was not allowed.',
  5000: 'You rejected the request in your wallet.',
  5001: 'You rejected the requested network in your wallet.',
  5002: 'You rejected the requested permissions in your wallet.',
  5003: 'You rejected the requested events in your wallet.',
  5100: 'Your wallet does not support the requested network.',
  5101: 'Your wallet does not support this request.',
  5102: 'Your wallet does not support the requested events.',
  5103: 'Your wallet does not support the requested accounts.',
  5104: 'Your wallet does not support this kind of network.',
  6000: 'The wallet disconnected.',
  7000: 'Connecting to your wallet failed. Please try again.',
  10001: 'Your wallet does not support this WalletConnect request.',
}

/**
 * Internal client errors (codes 1-9). The client usually throws them as plain
 * `new Error(message)` without a code, so they are also matched by their message prefix.
 */
const INTERNAL_ERRORS: ReadonlyArray<{ code: number; prefix: string; message: string }> = [
  { code: 1, prefix: 'Not initialized.', message: 'WalletConnect is still starting. Please try again.' },
  { code: 2, prefix: 'No matching key.', message: 'This WalletConnect session no longer exists. Please connect again.' },
  { code: 3, prefix: 'Restore will override.', message: 'Saved WalletConnect data is inconsistent. Please reload the page.' },
  { code: 4, prefix: 'Resubscribed.', message: 'This WalletConnect session is already open.' },
  { code: 5, prefix: 'Missing or invalid.', message: 'The WalletConnect request was incomplete or invalid.' },
  { code: 6, prefix: 'Expired.', message: 'The WalletConnect session expired. Please connect again.' },
  { code: 7, prefix: 'Unknown type.', message: 'Your wallet sent a message of an unknown type.' },
  { code: 8, prefix: 'Mismatched topic.', message: 'Your wallet answered on a different session. Please connect again.' },
  { code: 9, prefix: 'Non conforming namespaces.', message: 'Your wallet approved different networks or permissions than this app asked for.' },
]

export const INTERNAL_ERROR_MESSAGES: Readonly<Record<number, string>> = Object.fromEntries(
  INTERNAL_ERRORS.map((e) => [e.code, e.message]),
)

/** Other texts the client produces that users meet. */
const TEXT_MESSAGES: ReadonlyArray<[RegExp, string]> = [
  [/^Proposal expired/i, 'The connection request expired. Please try again.'],
  [/establish socket connection|Socket stalled|relay server|WebSocket|ECONNREFUSED/i,
    'Could not reach the WalletConnect relay. Check your connection and try again.'],
  [/No internet connection/i, 'You appear to be offline. Check your connection and try again.'],
]

/**
 * Text WalletConnect-based connectors use when a pending pairing is reset (the user started
 * over); it is swallowed silently, like a rejection.
 */
export const CONNECTION_RESET_MESSAGE = 'Connection request reset. Please try again.'

const GENERIC = 'Something went wrong with WalletConnect. Please try again.'

function internalByMessage(message: string) {
  return INTERNAL_ERRORS.find((e) => message.startsWith(e.prefix))
}

/** A plain, user-facing sentence for anything WalletConnect (or a wallet through it) threw. */
export function walletConnectErrorMessage(e: unknown): string {
  const { code, message } = errorParts(e)
  if (code !== undefined) {
    const known = SESSION_ERROR_MESSAGES[code] ?? (code >= 1 && code <= 9 ? INTERNAL_ERROR_MESSAGES[code] : undefined)
    if (known) return known
  }
  if (message === CONNECTION_RESET_MESSAGE || isUserRejection(e)) return SESSION_ERROR_MESSAGES[5000] as string
  const internal = internalByMessage(message)
  if (internal) return internal.message
  for (const [re, text] of TEXT_MESSAGES) if (re.test(message)) return text
  // Our own typed errors already carry user-facing text.
  if (e instanceof WalletError && message) return message
  return GENERIC
}

/** True for a rejection the UI should not shout about: it is swallowed silently. */
export function isSilentWalletConnectError(e: unknown): boolean {
  const { message } = errorParts(e)
  return message === CONNECTION_RESET_MESSAGE || isUserRejection(e)
}

/** True for the client's "No matching key" (the session/pairing is already gone). */
export function isNoMatchingKey(e: unknown): boolean {
  const { code, message } = errorParts(e)
  return code === 2 || message.startsWith('No matching key')
}

/** Map anything thrown by the sign-client or a wallet to our typed errors. */
export function toWalletConnectError(e: unknown): WalletError {
  if (e instanceof WalletError) return e
  if (isSilentWalletConnectError(e)) return new UserRejectedRequestError(e)
  const { code } = errorParts(e)
  if (code === -32002) return new ResourceUnavailableError(e)
  return new WalletError(walletConnectErrorMessage(e), { code, cause: e })
}

/** The relay could not be reached in time (the client itself would wait about 75 s). */
export class RelayUnreachableError extends WalletError {
  override name = 'RelayUnreachableError'
  constructor(ms: number, cause?: unknown) {
    super(
      `Could not reach the WalletConnect relay within ${Math.round(ms / 1000)} s. Check your connection and try again.`,
      { cause },
    )
  }
}

/** The relay connection dropped while a pairing URI was shown: that QR code can never connect. */
export class RelayLostError extends WalletError {
  override name = 'RelayLostError'
  constructor(cause?: unknown) {
    super('Lost the connection to the WalletConnect relay, so this QR code can no longer connect. Try again for a new one.', { cause })
  }
}
