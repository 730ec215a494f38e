import { useContext } from 'react'
import type { GetEnsTextParameters } from '../core/actions/getEnsText'
import { EnsResolverContext } from './ens/context'
import { queryKey } from './query/key'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadQuery } from './query/useReadQuery'

/** Parameters of useEnsText (wagmi's): getEnsText's, all optional, and `query`. */
export type UseEnsTextParameters<TSelected = string | null> = Partial<GetEnsTextParameters> & {
  /** wagmi's query options: enabled, select, staleTime, gcTime, refetchInterval, placeholderData. */
  query?: QueryParameter<string | null, TSelected>
}

/** What useEnsText returns: the record's text, or null when the name has none. */
export type UseEnsTextReturnType<TSelected = string | null> = UseQueryReturnType<TSelected>

/**
 * A text record of an ENS name (`key`: `com.twitter`, `url`, `description`...), or null;
 * null too when the provider has no `ensRpcUrl`. Nothing is read until `name` and `key` are
 * given. Render it as text: the name's owner chooses it.
 *
 * Differs from wagmi as useEnsAddress does: read on Ethereum mainnet through the provider's
 * `ensRpcUrl` whatever `chainId` says, the name normalised first.
 */
export function useEnsText<TSelected = string | null>(parameters: UseEnsTextParameters<TSelected> = {}): UseEnsTextReturnType<TSelected> {
  const resolver = useContext(EnsResolverContext)
  const { name, key, query, chainId: _chainId, ...options } = parameters
  return useReadQuery<string | null, TSelected>(
    {
      // The resolver loads after mount: its arrival is a new key, not a cached null.
      key: name && key ? queryKey('ensText', 1, name, key, options, resolver !== null) : undefined,
      chainId: 1,
      fn: async () => (resolver && name && key ? resolver.resolveText(name, key, options) : null),
    },
    query,
  )
}
