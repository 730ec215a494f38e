import type { Config } from '../config'
import type { BundleState } from '../calls/status'
import { RequestTimeoutError } from '../callErrors'
import { getCallsStatus, type GetCallsStatusErrorType } from './getCallsStatus'

/** Parameters of waitForCallsStatus: the bundle id, and how often and how long to ask. */
export interface WaitForCallsStatusParameters {
  /** The bundle id sendCalls returned. */
  id: string
  /** Between two status requests; default: the config's polling interval. */
  pollingInterval?: number
  /** Give up after this long (default 10 minutes). */
  timeout?: number
  /** Consecutive failed status requests tolerated before giving up (default 3). */
  retryCount?: number
}

/** Errors waitForCallsStatus can throw. */
export type WaitForCallsStatusErrorType = GetCallsStatusErrorType | RequestTimeoutError

/**
 * Polls `wallet_getCallsStatus` until the bundle is confirmed or failed and returns that
 * final state (then the config emits `refresh` for the wallet's chain) (a failed state is returned, not thrown: its reason is for the caller to say).
 * Rejects with a WaitForCallsStatusErrorType.
 */
export async function waitForCallsStatus(config: Config, params: WaitForCallsStatusParameters): Promise<BundleState> {
  const interval = params.pollingInterval ?? config.pollingInterval
  const deadline = Date.now() + (params.timeout ?? 600_000)
  const retries = params.retryCount ?? 3
  let failures = 0
  for (;;) {
    try {
      const state = await getCallsStatus(config, { id: params.id })
      failures = 0
      if (state.status !== 'pending') {
        // The bundle is final: the reads of its chain (the wallet's) are stale now.
        const chainId = config.getState().chainId
        if (chainId !== undefined) config.emitter.emit('refresh', { chainId })
        return state
      }
    } catch (e) {
      if (++failures > retries) throw e
    }
    if (Date.now() + interval > deadline) throw new RequestTimeoutError('Waiting for the batch', params.timeout ?? 600_000)
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
}
