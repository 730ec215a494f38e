import { useSyncExternalStore } from 'react'
import type { GetConnectorClientParameters, GetConnectorClientReturnType } from '../core/actions/getConnectorClient'
import { lazyImport } from '../core/lazy'
import { useConfig, type UseConfigParameters } from './context'
import { queryKey } from './query/key'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadQuery } from './query/useReadQuery'

// viem's client and custom transport load with the first client asked for.
const loadAction = lazyImport(() => import('../core/actions/getConnectorClient'))

/** Parameters of useConnectorClient (wagmi's). */
export interface UseConnectorClientParameters<TSelected = GetConnectorClientReturnType> extends GetConnectorClientParameters, UseConfigParameters {
  /** enabled, select (refetchInterval is ignored: the client follows the connection). */
  query?: QueryParameter<GetConnectorClientReturnType, TSelected>
}

/** What useConnectorClient returns: a read's fields, with the client in `data` (`error` is a GetConnectorClientErrorType, `@porch/kit`). */
export type UseConnectorClientReturnType<TSelected = GetConnectorClientReturnType> = UseQueryReturnType<TSelected>

/**
 * A viem Client over the active connector's provider for its account and chain (wagmi 3's
 * useConnectorClient), made again when the connector, account, chain or sign-in changes;
 * `pending` while no wallet is connected. Checked as every write is: while the app's
 * sign-in is not done it is an error (SignInRequiredError). One entry of the kit's query
 * cache per connector (its `uid`), account and chain, never refreshed on the schedule.
 *
 * @example
 * ```tsx
 * import { useConnectorClient } from '@porch/kit/react'
 *
 * function App() {
 *   const result = useConnectorClient()
 *   return <p>{result.data?.account.address}</p>
 * }
 * ```
 */
export function useConnectorClient<TSelected = GetConnectorClientReturnType>(
  parameters: UseConnectorClientParameters<TSelected> = {},
): UseConnectorClientReturnType<TSelected> {
  const config = useConfig(parameters)
  // What the client is made of: a change makes another one (a new key).
  const connection = useSyncExternalStore(
    config.store.subscribe,
    () => {
      const { status, connectorId, accounts, chainId } = config.getState()
      // The connector's uid, as wagmi keys it: a connector made again is another client.
      const uid = connectorId ? config.getConnector(connectorId)?.uid : undefined
      return status === 'connected' || status === 'unauthenticated' ? `${status}|${connectorId}|${uid}|${accounts[0]}|${chainId}` : undefined
    },
    () => undefined,
  )
  const { chainId, connector, account, assertChainId } = parameters
  const walletChainId = config.getState().chainId
  const accountAddress = account ? (typeof account === 'string' ? account : account.address) : undefined
  const clientChainId = chainId ?? walletChainId
  return useReadQuery<GetConnectorClientReturnType, TSelected>(
    {
      key: connection && clientChainId !== undefined ? queryKey('connectorClient', clientChainId, connection, connector?.uid, accountAddress, assertChainId) : undefined,
      chainId: clientChainId,
      refresh: false,
      fn: async () => (await loadAction()).getConnectorClient(config, { chainId, connector, account, assertChainId }),
    },
    parameters.query,
  )
}
