/**
 * What a wallet threw, as a typed error: apart from errors.ts because viem's RPC error
 * classes (one module of viem's, all of them) are not part of a page's first load; the
 * connectors load this with the code that needs it (a connect, a write).
 */
import { ResourceUnavailableRpcError, UserRejectedRequestError, type BaseError } from 'viem'
import { errorParts, isKitError, isUserRejection, WalletError } from './errors'

/**
 * viem's UserRejectedRequestError for what a wallet threw (its constructor takes an Error; a
 * provider may throw a plain `{ code, message }`, which viem reads the same way), or for no
 * cause at all (a wallet that answered no accounts).
 */
export function userRejected(cause?: unknown): UserRejectedRequestError {
  return new UserRejectedRequestError((cause ?? new Error('The wallet returned no accounts.')) as Error)
}

/**
 * Map whatever a wallet threw to a typed error (EIP-1193 codes: 4001 rejected,
 * https://eips.ethereum.org/EIPS/eip-1193#provider-errors). Unknown errors are
 * wrapped in a WalletError so the UI always has a typed error to describe.
 */
export function normalizeWalletError(e: unknown): BaseError {
  if (isKitError(e)) return e
  if (isUserRejection(e)) return userRejected(e)
  const { code, message } = errorParts(e)
  if (code === -32002) return new ResourceUnavailableRpcError(e as Error)
  return new WalletError(message || 'Unknown wallet error.', { code, cause: e })
}
