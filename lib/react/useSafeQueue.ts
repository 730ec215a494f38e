import { useMemo } from 'react'
import { getSafeQueue, type GetSafeQueueReturnType } from '../core/safe/queue/getSafeQueue'
import { createSafeServiceClient } from '../core/safe/service/client'
import { useAccount } from './useAccount'
import { queryKey } from './query/key'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadQuery } from './query/useReadQuery'

/** Parameters of useSafeQueue. */
export interface UseSafeQueueParameters<TSelected = GetSafeQueueReturnType> {
  /** The wallet-service's base address (default Safe's public one, https://safe-client.safe.global). */
  serviceUrl?: string | undefined
  /** Most transactions read in full (default 10, at most 50). */
  limit?: number
  /** wagmi's query options: enabled, select, staleTime, gcTime, refetchInterval, placeholderData. */
  query?: QueryParameter<GetSafeQueueReturnType, TSelected>
}

/** What useSafeQueue returns. */
export type UseSafeQueueReturnType<TSelected = GetSafeQueueReturnType> = UseQueryReturnType<TSelected>

/**
 * The connected Safe's queued multisig transactions (getSafeQueue), read only while the
 * Safe App connector is the active one (status `pending` otherwise: nothing is asked).
 * Refreshed with the app's other reads and at once after a transaction the kit follows is
 * final; `data.served` is false where the service does not serve the Safe's chain.
 */
export function useSafeQueue<TSelected = GetSafeQueueReturnType>(parameters: UseSafeQueueParameters<TSelected>): UseSafeQueueReturnType<TSelected> {
  const { serviceUrl, limit } = parameters
  const service = useMemo(() => createSafeServiceClient(serviceUrl ? { baseUrl: serviceUrl } : {}), [serviceUrl])
  const { address, chainId, connector, isConnected } = useAccount()
  const safe = isConnected && connector?.type === 'safe' && address && chainId !== undefined
  return useReadQuery<GetSafeQueueReturnType, TSelected>(
    {
      key: safe ? queryKey('safeQueue', chainId, address, service.baseUrl, limit ?? null) : undefined,
      chainId,
      fn: () => getSafeQueue(service, { chainId: chainId!, safeAddress: address!, ...(limit === undefined ? {} : { limit }) }),
    },
    parameters.query,
  )
}
