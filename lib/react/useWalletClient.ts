import type { Config } from '../core/config'
import { useSyncExternalStore } from 'react'
import { getWalletClient, type GetWalletClientReturnType } from '../core/actions/getWalletClient'
import { useConfig } from './context'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadQuery } from './query/useReadQuery'

/** Parameters of useWalletClient. */
export interface UseWalletClientParameters<TSelected = GetWalletClientReturnType> {
  /** Read with this config instead of the provider's (wagmi's `config`). */
  config?: Config | undefined
  /** The chain it must be for (ConnectorChainMismatchError while the wallet is elsewhere). Default: the wallet's. */
  chainId?: number
  /** wagmi's query options (the provider's refreshes skip it: the client follows the connection). */
  query?: QueryParameter<GetWalletClientReturnType, TSelected>
}

/** What useWalletClient returns. */
export type UseWalletClientReturnType<TSelected = GetWalletClientReturnType> = UseQueryReturnType<TSelected>

/**
 * A viem wallet client for the connected account and chain, made again when they change.
 * While the app's sign-in is not done it is an error (SignInRequiredError), like every write.
 */
export function useWalletClient<TSelected = GetWalletClientReturnType>(parameters: UseWalletClientParameters<TSelected> = {}): UseWalletClientReturnType<TSelected> {
  const config = useConfig(parameters)
  const key = useSyncExternalStore(
    config.store.subscribe,
    () => {
      const s = config.getState()
      return `${s.status}|${s.connectorId}|${s.accounts[0]}|${s.chainId}`
    },
    () => 'ssr',
  )
  const { chainId } = parameters
  // On the one query cache (useReadQuery), read again whenever the connection changes (the
  // key) and never by the refresh schedule: a client only changes with the connection.
  return useReadQuery<GetWalletClientReturnType, TSelected>(
    { key: key === 'ssr' ? undefined : `walletClient:${chainId}:${key}`, fn: () => getWalletClient(config, { chainId }), refresh: false },
    parameters.query,
  )
}
