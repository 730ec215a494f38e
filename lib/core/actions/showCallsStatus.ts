import type { Config } from '../config'
import { normalizeCallsError, type CallsError, type CallsNotSupportedError } from '../calls/errors'
import { activeWallet } from '../calls/provider'
import type { ConnectorNotConnectedError, UserRejectedRequestError, WalletError } from '../errors'

/** Parameters of showCallsStatus: the bundle to show. */
export interface ShowCallsStatusParameters {
  /** The bundle id sendCalls returned. */
  id: string
}

/** showCallsStatus resolves with nothing (wagmi's `ShowCallsStatusReturnType`, viem's `void`). */
export type ShowCallsStatusReturnType = void

/** Errors showCallsStatus can throw. */
export type ShowCallsStatusErrorType = ConnectorNotConnectedError | UserRejectedRequestError | CallsError | CallsNotSupportedError | WalletError

/**
 * Asks the wallet to show a bundle's status in its own interface
 * (`wallet_showCallsStatus`, https://eips.ethereum.org/EIPS/eip-5792#wallet_showcallsstatus).
 * Resolves once the wallet accepted the request; it returns nothing. Not gated by sign-in:
 * it shows, it does not write. Rejects with a ShowCallsStatusErrorType.
 */
export async function showCallsStatus(config: Config, { id }: ShowCallsStatusParameters): Promise<ShowCallsStatusReturnType> {
  const wallet = await activeWallet(config)
  try {
    await wallet.request({ method: 'wallet_showCallsStatus', params: [id] })
  } catch (e) {
    throw normalizeCallsError(e)
  }
}
