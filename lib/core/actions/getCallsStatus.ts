import type { Config } from '../config'
import { FALLBACK_PREFIX } from '../calls/fallbackId'
import { normalizeCallsError, type CallsError, type CallsNotSupportedError } from '../calls/errors'
import { activeWallet } from '../calls/provider'
import { toCallsStatus, type GetCallsStatusReturnType } from '../calls/callsStatus'
import type { ConnectorNotConnectedError, WalletError } from '../errors'

/** Parameters of getCallsStatus (wagmi's, without `connector`: the kit has one connection). */
export interface GetCallsStatusParameters {
  /** The bundle id sendCalls returned. */
  id: string
}

export type { GetCallsStatusReturnType }

/** Errors getCallsStatus can throw. */
export type GetCallsStatusErrorType = ConnectorNotConnectedError | CallsError | CallsNotSupportedError | WalletError

/**
 * The status of a bundle sent with sendCalls (`wallet_getCallsStatus([id])`, EIP-5792), or
 * of calls sent one by one (`experimental_fallback`: read from their receipts on the node).
 * Rejects with a GetCallsStatusErrorType.
 */
export async function getCallsStatus(config: Config, { id }: GetCallsStatusParameters): Promise<GetCallsStatusReturnType> {
  if (id.startsWith(FALLBACK_PREFIX)) {
    const { fallbackStatus } = await import('../calls/fallback')
    const status = await fallbackStatus(config, id)
    if (status) return status
  }
  const wallet = await activeWallet(config)
  try {
    return toCallsStatus(await wallet.request({ method: 'wallet_getCallsStatus', params: [id] }), id)
  } catch (e) {
    throw normalizeCallsError(e)
  }
}
