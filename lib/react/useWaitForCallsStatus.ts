import type { Config } from '../core/config'
import { lazyImport } from '../core/lazy'
import type { WaitForCallsStatusParameters, WaitForCallsStatusReturnType } from '../core/actions/waitForCallsStatus'
import { useConfig } from './context'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadQuery } from './query/useReadQuery'
import { useConnectionStatus } from './useAccount'

const loadAction = lazyImport(() => import('../core/actions/waitForCallsStatus'))

/** Parameters of useWaitForCallsStatus: waitForCallsStatus' (id optional: undefined waits for nothing) and wagmi's `query`. */
export type UseWaitForCallsStatusParameters<TSelected = WaitForCallsStatusReturnType> = Omit<WaitForCallsStatusParameters, 'id'> & {
  /** Read with this config instead of the provider's (wagmi's `config`). */
  config?: Config | undefined
  /** The bundle id sendCalls returned; undefined: nothing is awaited (status `pending`). */
  id?: string | undefined
  /** enabled, select. */
  query?: QueryParameter<WaitForCallsStatusReturnType, TSelected>
}

/** What useWaitForCallsStatus returns. */
export type UseWaitForCallsStatusReturnType<TSelected = WaitForCallsStatusReturnType> = UseQueryReturnType<TSelected>

/**
 * Waits until a bundle is final (waitForCallsStatus) while a wallet is connected; `data`
 * is its final status in viem's shape (a failed bundle is data with `status: 'failure'` and
 * the kit's `failure` code, not an error, unless `throwOnFailure`).
 */
export function useWaitForCallsStatus<TSelected = WaitForCallsStatusReturnType>(parameters: UseWaitForCallsStatusParameters<TSelected> = {}): UseWaitForCallsStatusReturnType<TSelected> {
  const config = useConfig(parameters)
  const connected = useConnectionStatus() === 'connected'
  const { id, query, ...wait } = parameters
  return useReadQuery<WaitForCallsStatusReturnType, TSelected>(
    {
      config,
      key: id && connected ? `waitForCallsStatus:${id}` : undefined,
      refresh: false,
      fn: async () => (await loadAction()).waitForCallsStatus(config, { ...wait, id: id! }),
    },
    query,
  )
}
