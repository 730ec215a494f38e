import { errorParts, normalizeWalletError, WalletError } from '../errors'
import { isUnsupportedMethod } from '../callErrors'

/**
 * EIP-5792 error codes (https://eips.ethereum.org/EIPS/eip-5792#error-codes), each with its
 * meaning as the spec names it: words for developers (logs, `message`). What a reader sees
 * comes from the catalogue through `describeError`, which words each code.
 */
const CALLS_ERRORS: { readonly [Code in CallsErrorCode]: string } = {
  5700: 'unsupported non-optional capability',
  5710: 'unsupported chain id',
  5720: 'duplicate id',
  5730: 'unknown bundle id',
  5740: 'batch too large',
  5750: 'rejected upgrade',
  5760: 'atomicity not supported',
}

/** The EIP-5792 error codes (5700-5760) CallsError carries. */
export type CallsErrorCode = 5700 | 5710 | 5720 | 5730 | 5740 | 5750 | 5760

export const isCallsErrorCode = (code: unknown): code is CallsErrorCode =>
  typeof code === 'number' && Object.prototype.hasOwnProperty.call(CALLS_ERRORS, code)

/** A wallet_sendCalls / wallet_getCallsStatus failure with an EIP-5792 code. */
export class CallsError extends WalletError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'CallsError'
  /** The EIP-5792 code the wallet answered with; `describeError` words it for the reader. */
  override readonly code: CallsErrorCode
  constructor(code: CallsErrorCode, cause?: unknown) {
    super(`EIP-5792 error ${code}: ${CALLS_ERRORS[code]}.`, { code, cause })
    this.code = code
  }
  /**
   * 5750 (the user declined the upgrade) and 5760 (atomicity not available after all):
   * the same steps can still go through one by one.
   */
  get canSendSeparately(): boolean {
    return this.code === 5750 || this.code === 5760
  }
}

/** The wallet has no EIP-5792 (method not found) where a bundle was expected. */
export class CallsNotSupportedError extends WalletError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'CallsNotSupportedError'
  constructor(cause?: unknown) {
    super('The wallet has no wallet_sendCalls (EIP-5792).', { code: 4200, cause })
  }
}

/**
 * What a wallet threw for an EIP-5792 method, typed: an EIP-5792 code is a CallsError, a
 * missing method a CallsNotSupportedError, anything else the wallet-error mapping (a
 * refusal is a UserRejectedRequestError).
 */
export function normalizeCallsError(e: unknown): WalletError {
  const { code } = errorParts(e)
  if (isCallsErrorCode(code)) return new CallsError(code, e)
  if (isUnsupportedMethod(e)) return new CallsNotSupportedError(e)
  return normalizeWalletError(e)
}
