import { useContext } from 'react'
import type { Address } from 'viem'
import { EnsResolverContext } from './ens/context'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadQuery } from './query/useReadQuery'

/** Parameters of useEnsName (wagmi's). */
export interface UseEnsNameParameters<TSelected = string | null> {
  /** Whose primary name; undefined: nothing is looked up. */
  address?: Address | undefined
  /** Accepted for wagmi compatibility: names are always read on Ethereum mainnet through the provider's `ensRpcUrl`. */
  chainId?: number
  /** wagmi's query options: enabled, select, staleTime, gcTime, refetchInterval, placeholderData. */
  query?: QueryParameter<string | null, TSelected>
}

/** What useEnsName returns: the name, or null when there is none. */
export type UseEnsNameReturnType<TSelected = string | null> = UseQueryReturnType<TSelected>

/**
 * The primary ENS name of `address` (null when none, or when the provider has no
 * `ensRpcUrl`), cached for a day in the kit's storage. Render it as text only: the owner
 * of the name chooses its characters.
 */
export function useEnsName<TSelected = string | null>(parameters: UseEnsNameParameters<TSelected> = {}): UseEnsNameReturnType<TSelected> {
  const resolver = useContext(EnsResolverContext)
  const { address } = parameters
  return useReadQuery<string | null, TSelected>(
    {
      key: address ? `ensName:${address.toLowerCase()}` : undefined,
      // Tagged with mainnet: a write on the app's chains does not refresh it.
      chainId: 1,
      fn: async () => (resolver && address ? ((await resolver.lookupName(address)) ?? null) : null),
    },
    parameters.query,
  )
}
