import { BundleFailedError } from 'viem'
import type { Config } from '../config'
import { RequestTimeoutError } from '../callErrors'
import { getCallsStatus, type GetCallsStatusErrorType, type GetCallsStatusReturnType } from './getCallsStatus'
import { refreshOnce } from '../transactions/refreshOnce'

/** Parameters of waitForCallsStatus (wagmi's, without `connector` and `retryDelay`). */
export interface WaitForCallsStatusParameters {
  /** The bundle id sendCalls returned. */
  id: string
  /** Between two status requests; default: the config's polling interval. */
  pollingInterval?: number
  /** Give up after this long (default 10 minutes: a multisig bundle waits for its signers). */
  timeout?: number
  /** Consecutive failed status requests tolerated before giving up (default 3). */
  retryCount?: number
  /** When to stop waiting (default: once the bundle is final, i.e. not pending). */
  status?: (status: GetCallsStatusReturnType) => boolean
  /** Reject with viem's BundleFailedError (its `result` the status) when the bundle failed; default false. */
  throwOnFailure?: boolean
}

/** What waitForCallsStatus resolves with: the bundle's status (getCallsStatus'). */
export type WaitForCallsStatusReturnType = GetCallsStatusReturnType

/** Errors waitForCallsStatus can throw. */
export type WaitForCallsStatusErrorType = GetCallsStatusErrorType | RequestTimeoutError | BundleFailedError

const isFinal = (status: GetCallsStatusReturnType): boolean => status.status !== 'pending'

/**
 * Polls getCallsStatus until `status` says done (by default: the bundle is final) and
 * returns that status; then the config emits `refresh` for the wallet's chain. A failed
 * bundle is returned (`status: 'failure'`, its `failure` code), not thrown, unless
 * `throwOnFailure`. Differs from wagmi: the timeout defaults to 10 minutes (viem: 1), and
 * times out with the kit's RequestTimeoutError. Rejects with a WaitForCallsStatusErrorType.
 */
export async function waitForCallsStatus(config: Config, params: WaitForCallsStatusParameters): Promise<WaitForCallsStatusReturnType> {
  const interval = params.pollingInterval ?? config.pollingInterval
  const deadline = Date.now() + (params.timeout ?? 600_000)
  const retries = params.retryCount ?? 3
  const done = params.status ?? isFinal
  let failures = 0
  for (;;) {
    let status: GetCallsStatusReturnType | undefined
    try {
      status = await getCallsStatus(config, { id: params.id })
      failures = 0
    } catch (e) {
      if (++failures > retries) throw e
    }
    if (status && params.throwOnFailure && status.status === 'failure') throw new BundleFailedError(status)
    if (status && done(status)) {
      // The bundle is final: the reads of its chain (the wallet's) are stale now.
      const chainId = config.getState().chainId
      if (chainId !== undefined && isFinal(status)) refreshOnce(config.emitter, chainId, `calls:${params.id}`)
      return status
    }
    if (Date.now() + interval > deadline) throw new RequestTimeoutError('Waiting for the batch', params.timeout ?? 600_000)
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
}
