import { WalletError } from '../errors'

/**
 * EIP-5792 error codes (https://eips.ethereum.org/EIPS/eip-5792#error-codes), each with a
 * sentence a user can act on.
 */
export const CALLS_ERROR_MESSAGES: { readonly [Code in CallsErrorCode]: string } = {
  5700: 'Your wallet does not support a feature this request needs.',
  5710: 'Your wallet cannot send a batch of calls on this network.',
  5720: 'Your wallet already has a batch with this id. Please try again.',
  5730: 'Your wallet does not know this batch of calls.',
  5740: 'This batch is too large for your wallet.',
  5750: 'You declined the account upgrade that one-step signing needs.',
  5760: 'Your wallet cannot send these steps as one batch.',
}

/** The EIP-5792 error codes (5700-5760) CallsError carries. */
export type CallsErrorCode = 5700 | 5710 | 5720 | 5730 | 5740 | 5750 | 5760

export const isCallsErrorCode = (code: unknown): code is CallsErrorCode =>
  typeof code === 'number' && Object.prototype.hasOwnProperty.call(CALLS_ERROR_MESSAGES, code)

/** A wallet_sendCalls / wallet_getCallsStatus failure with an EIP-5792 code. */
export class CallsError extends WalletError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'CallsError'
  /** The EIP-5792 code the wallet answered with (its sentence is the message). */
  override readonly code: CallsErrorCode
  constructor(code: CallsErrorCode, cause?: unknown) {
    super(CALLS_ERROR_MESSAGES[code], { code, cause })
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
    super('Your wallet cannot send a batch of calls.', { code: 4200, cause })
  }
}
