import type { Config } from '../config'
import { syncTimeout } from '../write/syncTimeout'
import { sendCalls, type SendCallsErrorType, type SendCallsParameters } from './sendCalls'
import { waitForCallsStatus, type WaitForCallsStatusErrorType, type WaitForCallsStatusParameters, type WaitForCallsStatusReturnType } from './waitForCallsStatus'

/** Parameters of sendCallsSync: sendCalls', and how to wait for the bundle's final status. */
export type SendCallsSyncParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = SendCallsParameters<
  config,
  chainId
> &
  Pick<WaitForCallsStatusParameters, 'pollingInterval' | 'timeout' | 'status' | 'throwOnFailure'>

/** The bundle's final status in viem's shape (with the kit's `failure` code), as waitForCallsStatus returns it. */
export type SendCallsSyncReturnType = WaitForCallsStatusReturnType

/** What sendCallsSync rejects with: sendCalls' errors, then the wait's. */
export type SendCallsSyncErrorType = SendCallsErrorType | WaitForCallsStatusErrorType

/**
 * Sends an EIP-5792 bundle and resolves with its final status (wagmi 3's sendCallsSync):
 * sendCalls (atomic, gated by sign-in, `recent` honoured), then waitForCallsStatus. As
 * there, a failed bundle is returned (`status: 'failure'` and its `failure` code), not
 * thrown unless `throwOnFailure`. Rejects with a SendCallsSyncErrorType.
 */
export async function sendCallsSync<config extends Config, chainId extends config['chains'][number]['id']>(
  config: config,
  parameters: SendCallsSyncParameters<config, chainId>,
): Promise<SendCallsSyncReturnType> {
  const { pollingInterval, timeout, status, throwOnFailure, ...send } = parameters
  const chainId = send.chainId ?? config.getState().chainId
  const { id } = await sendCalls(config, send)
  return waitForCallsStatus(config, { id, pollingInterval, status, throwOnFailure, timeout: timeout ?? syncTimeout(config, chainId) })
}
