import { lazyImport } from '../core/lazy'
import type { BundleState } from '../core/calls/status'
import type { WaitForCallsStatusParameters } from '../core/actions/waitForCallsStatus'
import { useConfig } from './context'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadQuery } from './query/useReadQuery'
import { useConnectionStatus } from './useAccount'

const loadAction = lazyImport(() => import('../core/actions/waitForCallsStatus'))

/** Parameters of useWaitForCallsStatus: waitForCallsStatus' (id optional: undefined waits for nothing) and wagmi's `query`. */
export type UseWaitForCallsStatusParameters<TSelected = BundleState> = Omit<WaitForCallsStatusParameters, 'id'> & {
  /** The bundle id sendCalls returned; undefined: nothing is awaited (status `pending`). */
  id?: string | undefined
  /** enabled, select. */
  query?: QueryParameter<BundleState, TSelected>
}

/** What useWaitForCallsStatus returns. */
export type UseWaitForCallsStatusReturnType<TSelected = BundleState> = UseQueryReturnType<TSelected>

/**
 * Waits until a bundle is final (waitForCallsStatus) while a wallet is connected; `data`
 * is its final state (a failed bundle is data with `status: 'failed'`, not an error).
 * Differs from wagmi: the state is the kit's BundleState (as useCallsStatus'), not viem's.
 */
export function useWaitForCallsStatus<TSelected = BundleState>(parameters: UseWaitForCallsStatusParameters<TSelected> = {}): UseWaitForCallsStatusReturnType<TSelected> {
  const config = useConfig()
  const connected = useConnectionStatus() === 'connected'
  const { id, query, ...wait } = parameters
  return useReadQuery<BundleState, TSelected>(
    {
      key: id && connected ? `waitForCallsStatus:${id}` : undefined,
      refresh: false,
      fn: async () => (await loadAction()).waitForCallsStatus(config, { ...wait, id: id! }),
    },
    query,
  )
}
