import { BaseError } from 'viem'

/**
 * An update of a recent transaction breaks a rule (no description, a description longer
 * than MAX_DESCRIPTION characters, a malformed hash or bundle id, no account or chain).
 * `reasons` lists every broken rule, in the words add's error uses.
 */
export class InvalidRecentTransactionError extends BaseError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'InvalidRecentTransactionError' as const
  /** Every broken rule ('Transaction must have a description', 'Invalid transaction hash', ...). */
  readonly reasons: readonly string[]
  constructor(reasons: readonly string[]) {
    const message = `Unable to update transaction:\n${reasons.map((r) => `- ${r}`).join('\n')}`
    super(message)
    // The list as is (an app's error boundary shows `${name}: ${message}`), not viem's multi-line form.
    this.message = message
    this.reasons = reasons
  }
}

/**
 * No recent transaction (or call bundle) with this hash (or id) for this account on this
 * chain: an update never creates an entry; add it first (useAddRecentTransaction, or
 * `recent` on the write).
 */
export class RecentTransactionNotFoundError extends BaseError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'RecentTransactionNotFoundError' as const
  /** The hash or bundle id asked for, as given. */
  readonly key: string
  constructor(key: string, chainId: number) {
    const message = `No recent transaction ${key} for this account on chain ${chainId}.`
    super(message)
    this.message = message
    this.key = key
  }
}
