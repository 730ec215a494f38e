import type { Config } from '../config'
import { FALLBACK_PREFIX } from '../calls/fallbackId'
import { normalizeCallsError, type CallsError, type CallsNotSupportedError } from '../calls/errors'
import { activeWallet } from '../calls/provider'
import { parseCallsStatus, type BundleState } from '../calls/status'
import type { ConnectorNotConnectedError, WalletError } from '../errors'

/** Where a call bundle stands (pending, confirmed or failed, with its receipts). */
export type GetCallsStatusReturnType = BundleState

/** Errors getCallsStatus can throw. */
export type GetCallsStatusErrorType = ConnectorNotConnectedError | CallsError | CallsNotSupportedError | WalletError

/**
 * The status of a bundle sent with sendCalls (`wallet_getCallsStatus([id])`, EIP-5792),
 * mapped to pending / confirmed / failed with a plain reason and its receipts' hashes.
 * Rejects with a GetCallsStatusErrorType.
 */
export async function getCallsStatus(config: Config, { id }: { id: string }): Promise<GetCallsStatusReturnType> {
  if (id.startsWith(FALLBACK_PREFIX)) {
    const { fallbackStatus } = await import('../calls/fallback')
    const state = await fallbackStatus(config, id)
    if (state) return state
  }
  const wallet = await activeWallet(config)
  try {
    return parseCallsStatus(await wallet.request({ method: 'wallet_getCallsStatus', params: [id] }))
  } catch (e) {
    throw normalizeCallsError(e)
  }
}
