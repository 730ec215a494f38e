import { useContext } from 'react'
import { EnsResolverContext } from './ens/context'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadQuery } from './query/useReadQuery'

/** Parameters of useEnsAvatar (wagmi's). */
export interface UseEnsAvatarParameters<TSelected = string | null> {
  /** The ENS name (normalised, as useEnsName returns it); undefined: nothing is looked up. */
  name?: string | null | undefined
  /** Accepted for wagmi compatibility: avatars are always read on Ethereum mainnet. */
  chainId?: number
  /** wagmi's query options: enabled, select, staleTime, gcTime, refetchInterval, placeholderData. */
  query?: QueryParameter<string | null, TSelected>
}

/** What useEnsAvatar returns: an https: or data:image/ URL, or null. */
export type UseEnsAvatarReturnType<TSelected = string | null> = UseQueryReturnType<TSelected>

/** The avatar URL of an ENS name (https: or data:image/ only), or null; use it only as an `<img src>`. */
export function useEnsAvatar<TSelected = string | null>(parameters: UseEnsAvatarParameters<TSelected> = {}): UseEnsAvatarReturnType<TSelected> {
  const resolver = useContext(EnsResolverContext)
  const { name } = parameters
  return useReadQuery<string | null, TSelected>(
    {
      key: name ? `ensAvatar:${name}` : undefined,
      chainId: 1,
      fn: async () => (resolver && name ? ((await resolver.lookupAvatar(name)) ?? null) : null),
    },
    parameters.query,
  )
}
