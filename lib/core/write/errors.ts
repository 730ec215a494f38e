import { BaseError, ContractFunctionRevertedError, ExecutionRevertedError, InsufficientFundsError, type Hash } from 'viem'
import { errorParts, isKitError, isUserRejection, ResourceUnavailableRpcError, WalletError } from '../errors'
import { normalizeWalletError, userRejected } from '../walletErrors'
import { isUnsupportedMethod, MethodNotSupportedError } from '../callErrors'

/**
 * The account cannot pay for the transaction (value plus network fee), found before the
 * wallet is asked: viem's InsufficientFundsError, with what the node said as its cause.
 */
export { InsufficientFundsError }
export type { InsufficientFundsErrorType } from 'viem'

/**
 * The call would revert: found by simulating it before the wallet is asked, so the user
 * never signs a transaction that cannot succeed. `reason` is the decoded revert reason
 * (`require` message or custom error name), when the contract gave one.
 */
export class ContractRevertedError extends WalletError {
  /** Tells this error apart (viem style). */
  override name = 'ContractRevertedError' as const
  /** The decoded revert reason, or undefined when the contract gave none. */
  readonly reason: string | undefined
  constructor(reason: string | undefined, cause?: unknown) {
    super(reason ? `The simulation reverted: ${reason}.` : 'The simulation reverted.', { cause })
    this.reason = reason
  }
}

/** A transaction was mined but reverted (its receipt's status is `reverted`). */
export class TransactionRevertedError extends WalletError {
  /** Tells this error apart (viem style). */
  override name = 'TransactionRevertedError' as const
  /** The hash of the reverted transaction. */
  readonly hash: Hash
  /** The revert reason, when it could be read back. */
  readonly reason: string | undefined
  constructor(hash: Hash, reason: string | undefined) {
    super(reason ? `Transaction ${hash} reverted: ${reason}.` : `Transaction ${hash} reverted.`)
    this.hash = hash
    this.reason = reason
  }
}

/** The decoded revert reason inside a viem error (require message, custom error name with arguments). */
export function revertReasonOf(e: unknown): string | undefined {
  if (!(e instanceof BaseError)) return undefined
  const reverted = e.walk((x) => x instanceof ContractFunctionRevertedError)
  if (reverted instanceof ContractFunctionRevertedError) {
    if (reverted.reason) return reverted.reason
    if (reverted.data) return `${reverted.data.errorName}(${(reverted.data.args ?? []).map(String).join(', ')})`
    return undefined
  }
  const execution = e.walk((x) => x instanceof ExecutionRevertedError)
  if (execution instanceof ExecutionRevertedError) {
    const details = execution.details?.replace(/^execution reverted:?\s*/i, '').trim()
    return details || undefined
  }
  return undefined
}

/** True when the error (or its cause) says the node refused the call as reverting. */
export function isRevert(e: unknown): boolean {
  return e instanceof BaseError && Boolean(e.walk((x) => x instanceof ContractFunctionRevertedError || x instanceof ExecutionRevertedError))
}

/** viem's InsufficientFundsError over what the node or wallet said (viem's class takes a BaseError cause; anything else goes in its message's details). */
function insufficientFunds(e: unknown): InsufficientFundsError {
  return new InsufficientFundsError(e instanceof BaseError ? { cause: e } : {})
}

function isInsufficientFunds(e: unknown): boolean {
  if (e instanceof BaseError && e.walk((x) => x instanceof InsufficientFundsError)) return true
  return /insufficient funds/i.test(errorParts(e).message)
}

/**
 * Map what a simulation or gas estimate threw (before the wallet is asked) to a typed
 * error: insufficient funds, a revert with its reason, else the wallet-error mapping.
 */
export function normalizeSimulationError(e: unknown): BaseError {
  if (isKitError(e)) return e
  if (isInsufficientFunds(e)) return insufficientFunds(e)
  if (isRevert(e)) return new ContractRevertedError(revertReasonOf(e), e)
  return normalizeWalletError(e)
}

/** Map what the wallet threw for a write (`method`) to a typed error. */
export function normalizeWriteError(e: unknown, method: string): BaseError {
  if (isKitError(e)) return e
  if (isUserRejection(e) || (e instanceof BaseError && e.walk((x) => (x as { code?: unknown }).code === 4001))) return userRejected(e)
  if (e instanceof BaseError && e.walk((x) => (x as { code?: unknown }).code === -32002)) return new ResourceUnavailableRpcError(e)
  if (isUnsupportedMethod(e) || (e instanceof BaseError && e.walk((x) => isUnsupportedMethod(x)))) return new MethodNotSupportedError(method, e)
  if (isInsufficientFunds(e)) return insufficientFunds(e)
  if (isRevert(e)) return new ContractRevertedError(revertReasonOf(e), e)
  return normalizeWalletError(e)
}
