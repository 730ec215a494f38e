import { useContext } from 'react'
import type { Address } from 'viem'
import type { GetEnsAddressParameters } from '../core/actions/getEnsAddress'
import { EnsResolverContext } from './ens/context'
import { queryKey } from './query/key'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadQuery } from './query/useReadQuery'

/** Parameters of useEnsAddress (wagmi's): getEnsAddress', all optional, and `query`. */
export type UseEnsAddressParameters<TSelected = Address | null> = Partial<GetEnsAddressParameters> & {
  /** wagmi's query options: enabled, select, staleTime, gcTime, refetchInterval, placeholderData. */
  query?: QueryParameter<Address | null, TSelected>
}

/** What useEnsAddress returns: the address, or null when the name has none. */
export type UseEnsAddressReturnType<TSelected = Address | null> = UseQueryReturnType<TSelected>

/**
 * The address an ENS name resolves to (for `coinType`, default Ethereum's), or null; null
 * too when the provider has no `ensRpcUrl`. Nothing is read until `name` is given.
 *
 * Differs from wagmi: names are resolved on Ethereum mainnet through the provider's
 * `ensRpcUrl` (the Universal Resolver, as useEnsName), whatever `chainId` says; the name is
 * normalised first (ENSIP-15), so an invalid name is null rather than an error. A failed
 * lookup is an error, never a silent null.
 */
export function useEnsAddress<TSelected = Address | null>(parameters: UseEnsAddressParameters<TSelected> = {}): UseEnsAddressReturnType<TSelected> {
  const resolver = useContext(EnsResolverContext)
  const { name, query, chainId: _chainId, ...options } = parameters
  return useReadQuery<Address | null, TSelected>(
    {
      // The resolver loads after mount: its arrival is a new key, not a cached null.
      key: name ? queryKey('ensAddress', 1, name, options, resolver !== null) : undefined,
      // Tagged with mainnet: a write on the app's chains does not refresh it.
      chainId: 1,
      fn: async () => (resolver && name ? resolver.resolveAddress(name, options) : null),
    },
    query,
  )
}
