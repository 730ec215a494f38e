import { WalletError } from '../errors'

/**
 * The app stopped waiting for a Safe's owners (Cancel in the sign-in dialog, or
 * `cancelSafeMessage`). The message may still be signed later in Safe{Wallet}; nothing more is asked here.
 */
export class SafeMessageCancelledError extends WalletError {
  /** The error's class name, for telling errors apart after serialisation or across bundles. */
  override name = 'SafeMessageCancelledError' as const
  constructor() {
    super("The app stopped waiting for the Safe's owners to sign the message.")
  }
}

/** The Safe's owners did not confirm the message in time, or its on-chain signing transaction was cancelled or failed. */
export class SafeMessageExpiredError extends WalletError {
  /** The error's class name, for telling errors apart after serialisation or across bundles. */
  override name = 'SafeMessageExpiredError' as const
  constructor(cause?: unknown) {
    super("The Safe's owners did not sign the message before the deadline.", { cause })
  }
}

/** What a wait for a multisig Safe's signature rejects with, besides the wallet's own errors. */
export type SafeMessageErrorType = SafeMessageCancelledError | SafeMessageExpiredError
