import type { Config } from '../config'
import type { BundleState } from '../calls/status'
import { syncTimeout } from '../write/syncTimeout'
import { sendCalls, type SendCallsErrorType, type SendCallsParameters } from './sendCalls'
import { waitForCallsStatus, type WaitForCallsStatusErrorType, type WaitForCallsStatusParameters } from './waitForCallsStatus'

/** Parameters of sendCallsSync: sendCalls', and how to wait for the bundle's final status. */
export type SendCallsSyncParameters = SendCallsParameters & Pick<WaitForCallsStatusParameters, 'pollingInterval' | 'timeout'>

/** The bundle's final state (confirmed or failed, with its receipts' hashes), as waitForCallsStatus returns it. */
export type SendCallsSyncReturnType = BundleState

/** What sendCallsSync rejects with: sendCalls' errors, then the wait's. */
export type SendCallsSyncErrorType = SendCallsErrorType | WaitForCallsStatusErrorType

/**
 * Sends an EIP-5792 bundle and resolves with its final status (wagmi 3's sendCallsSync):
 * sendCalls (atomic, gated by sign-in, `recent` honoured), then waitForCallsStatus. As
 * there, a failed bundle is returned (`status: 'failed'` and its `failure`), not thrown.
 * Differs from wagmi: the status is the kit's BundleState (the same as getCallsStatus
 * and useCallsStatus), not viem's. Rejects with a SendCallsSyncErrorType.
 */
export async function sendCallsSync(config: Config, parameters: SendCallsSyncParameters): Promise<SendCallsSyncReturnType> {
  const { pollingInterval, timeout, ...send } = parameters
  const chainId = send.chainId ?? config.getState().chainId
  const { id } = await sendCalls(config, send)
  return waitForCallsStatus(config, { id, pollingInterval, timeout: timeout ?? syncTimeout(config, chainId) })
}
