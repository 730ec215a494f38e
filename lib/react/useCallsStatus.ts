import type { Config } from '../core/config'
import { lazyImport } from '../core/lazy'
import type { GetCallsStatusReturnType } from '../core/actions/getCallsStatus'
import { useConfig } from './context'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadQuery } from './query/useReadQuery'

const loadAction = lazyImport(() => import('../core/actions/getCallsStatus'))

/** Parameters of useCallsStatus (wagmi's). */
export interface UseCallsStatusParameters<TSelected = GetCallsStatusReturnType> {
  /** Read with this config instead of the provider's (wagmi's `config`). */
  config?: Config | undefined
  /** The bundle id sendCalls returned; undefined: nothing is asked. */
  id?: string | undefined
  /** enabled, select, refetchInterval (poll with it, as in wagmi). */
  query?: QueryParameter<GetCallsStatusReturnType, TSelected>
}

/** What useCallsStatus returns. */
export type UseCallsStatusReturnType<TSelected = GetCallsStatusReturnType> = UseQueryReturnType<TSelected>

/**
 * Where a bundle stands (getCallsStatus: viem's shape, the kit's `failure` code on a failed
 * bundle), asked once, or every `query.refetchInterval` ms (a number: the kit's query layer
 * takes no function there).
 */
export function useCallsStatus<TSelected = GetCallsStatusReturnType>(parameters: UseCallsStatusParameters<TSelected> = {}): UseCallsStatusReturnType<TSelected> {
  const config = useConfig(parameters)
  const { id } = parameters
  return useReadQuery<GetCallsStatusReturnType, TSelected>(
    {
      config,
      key: id ? `callsStatus:${id}` : undefined,
      refresh: false,
      fn: async () => (await loadAction()).getCallsStatus(config, { id: id! }),
    },
    parameters.query,
  )
}
