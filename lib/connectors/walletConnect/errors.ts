/**
 * WalletConnect session protocol codes turned into our typed errors: a problem code the
 * catalogue words (describeError), never a sentence. Codes follow the WalletConnect specs:
 * https://specs.walletconnect.com/2.0/specs/clients/sign/error-codes
 */
import { errorParts, isKitError, isUserRejection, ResourceUnavailableRpcError, WalletError, type BaseError } from '../../core/errors'
import { userRejected } from '../../core/walletErrors'

/**
 * What went wrong in a WalletConnect session, as describeError words it: the wallet does
 * not support the network or the request, the session is invalid or has ended, the wallet
 * disconnected, connecting failed, saved data needs a reload, the request expired, the
 * relay or the network cannot be reached, or anything else.
 */
export type WalletConnectProblem =
  | 'unsupportedChain'
  | 'unsupportedRequest'
  | 'sessionInvalid'
  | 'sessionEnded'
  | 'disconnected'
  | 'connectFailed'
  | 'reload'
  | 'expired'
  | 'relay'
  | 'offline'
  | 'unknown'

/** Session protocol codes (rejections 5000-5003 become UserRejectedRequestError before this). */
export const SESSION_PROBLEMS: Readonly<Record<number, WalletConnectProblem>> = {
  1001: 'sessionInvalid',
  1002: 'sessionInvalid',
  1003: 'sessionInvalid',
  1004: 'sessionInvalid',
  1005: 'sessionInvalid',
  3001: 'sessionInvalid',
  3002: 'sessionInvalid',
  3003: 'sessionInvalid',
  3004: 'sessionInvalid',
  5100: 'unsupportedChain',
  5101: 'unsupportedRequest',
  5102: 'unsupportedRequest',
  5103: 'unsupportedRequest',
  5104: 'unsupportedChain',
  6000: 'disconnected',
  7000: 'connectFailed',
  10001: 'unsupportedRequest',
}

/**
 * Internal client errors (codes 1-9). The client usually throws them as plain
 * `new Error(message)` without a code, so they are also matched by their message prefix.
 */
const INTERNAL_ERRORS: ReadonlyArray<{ code: number; prefix: string; problem: WalletConnectProblem }> = [
  { code: 1, prefix: 'Not initialized.', problem: 'connectFailed' },
  { code: 2, prefix: 'No matching key.', problem: 'sessionEnded' },
  { code: 3, prefix: 'Restore will override.', problem: 'reload' },
  { code: 4, prefix: 'Resubscribed.', problem: 'sessionInvalid' },
  { code: 5, prefix: 'Missing or invalid.', problem: 'sessionInvalid' },
  { code: 6, prefix: 'Expired.', problem: 'sessionEnded' },
  { code: 7, prefix: 'Unknown type.', problem: 'sessionInvalid' },
  { code: 8, prefix: 'Mismatched topic.', problem: 'sessionEnded' },
  { code: 9, prefix: 'Non conforming namespaces.', problem: 'sessionInvalid' },
]

/** Other texts the client produces. */
const TEXT_PROBLEMS: ReadonlyArray<[RegExp, WalletConnectProblem]> = [
  [/^Proposal expired/i, 'expired'],
  [/establish socket connection|Socket stalled|relay server|WebSocket|ECONNREFUSED/i, 'relay'],
  [/No internet connection/i, 'offline'],
]

/**
 * Text WalletConnect-based connectors use when a pending pairing is reset (the user started
 * over); it is swallowed silently, like a rejection.
 */
export const CONNECTION_RESET_MESSAGE = 'Connection request reset. Please try again.'

/** The problem behind anything WalletConnect (or a wallet through it) threw. */
export function walletConnectProblem(e: unknown): WalletConnectProblem {
  const { code, message } = errorParts(e)
  const byCode = code === undefined ? undefined : (SESSION_PROBLEMS[code] ?? INTERNAL_ERRORS.find((i) => i.code === code)?.problem)
  if (byCode) return byCode
  const internal = INTERNAL_ERRORS.find((i) => message.startsWith(i.prefix))
  if (internal) return internal.problem
  for (const [re, problem] of TEXT_PROBLEMS) if (re.test(message)) return problem
  return 'unknown'
}

/** A WalletConnect failure other than a rejection: `problem` says what (describeError words it). */
export class WalletConnectError extends WalletError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'WalletConnectError'
  /** What went wrong, as a code. */
  readonly problem: WalletConnectProblem
  constructor(problem: WalletConnectProblem, options: { code?: number; cause?: unknown } = {}) {
    const detail = errorParts(options.cause).message
    super(`WalletConnect: ${problem}${detail ? ` (${detail})` : ''}.`, options)
    this.problem = problem
  }
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
export function toWalletConnectError(e: unknown): BaseError {
  if (isKitError(e)) return e
  if (isSilentWalletConnectError(e)) return userRejected(e)
  const { code } = errorParts(e)
  if (code === -32002) return new ResourceUnavailableRpcError(e as Error)
  return new WalletConnectError(walletConnectProblem(e), { code, cause: e })
}

/** The relay could not be reached in time (the client itself would wait about 75 s). */
export class RelayUnreachableError extends WalletError {
  override name = 'RelayUnreachableError'
  constructor(ms: number, cause?: unknown) {
    super(`The WalletConnect relay did not answer within ${Math.round(ms / 1000)} s.`, { cause })
  }
}

/** The relay connection dropped while a pairing URI was shown: that QR code can never connect. */
export class RelayLostError extends WalletError {
  override name = 'RelayLostError'
  constructor(cause?: unknown) {
    super('The WalletConnect relay connection dropped while a pairing URI was shown.', { cause })
  }
}
