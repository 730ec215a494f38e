import type { Config } from '../core/config'
import { lazyImport } from '../core/lazy'
import type { CallParameters, CallReturnType } from '../core/actions/call'
import { useConfig } from './context'
import { queryKey } from './query/key'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadChain } from './query/useReadChain'
import { useReadQuery } from './query/useReadQuery'

const loadCall = lazyImport(() => import('../core/actions/call'))

/** Parameters of useCall (wagmi's): call's and `query`. */
export type UseCallParameters<TSelected = CallReturnType> = CallParameters & {
  /** Read with this config instead of the provider's (wagmi's `config`). */
  config?: Config | undefined
  /** wagmi's query options: enabled, select, staleTime, gcTime, refetchInterval, placeholderData. */
  query?: QueryParameter<CallReturnType, TSelected>
}

/** What useCall returns: `{ data }` (the returned bytes) in `data`. */
export type UseCallReturnType<TSelected = CallReturnType> = UseQueryReturnType<TSelected>

/** A message call (eth_call, optionally with a state override) as a read, refreshed with the chain's other reads. */
export function useCall<TSelected = CallReturnType>(parameters: UseCallParameters<TSelected> = {}): UseCallReturnType<TSelected> {
  const config = useConfig(parameters)
  const { query, chainId: _chainId, config: _config, ...request } = parameters
  const { chain, error } = useReadChain(parameters.chainId, config)
  const chainId = chain?.id
  return useReadQuery<CallReturnType, TSelected>(
    {
      config,
      key: chainId !== undefined ? queryKey('call', chainId, request) : undefined,
      chainId,
      error,
      fn: async () => (await loadCall()).call(config, { ...request, chainId }),
    },
    query,
  )
}
