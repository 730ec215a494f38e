import { useCallback, useSyncExternalStore } from 'react'
import { getClient, type GetClientParameters, type GetClientReturnType } from '../core/actions/getClient'
import { useConfig, type UseConfigParameters } from './context'

/** Parameters of useClient (wagmi's). */
export interface UseClientParameters extends GetClientParameters, UseConfigParameters {}

/** What useClient returns: the chain's viem Client, or undefined for a chain the app does not configure. */
export type UseClientReturnType = GetClientReturnType

/**
 * The viem Client the kit reads a chain with (wagmi 3's useClient): `config.getClient(chainId)`,
 * for the app's current chain by default (it follows the wallet to another configured
 * chain). A bare Client: use it with `viem/actions` (`getBlockNumber(client)`), so an app's
 * bundle holds only the actions it imports.
 *
 * @example
 * ```tsx
 * import { useClient } from '@porch/kit/react'
 *
 * function App() {
 *   const client = useClient()
 *   return <p>{client?.chain?.name}</p>
 * }
 * ```
 */
export function useClient(parameters: UseClientParameters = {}): UseClientReturnType {
  const config = useConfig(parameters)
  const { chainId } = parameters
  const get = useCallback(() => getClient(config, { chainId }), [config, chainId])
  return useSyncExternalStore(config.store.subscribe, get, get)
}
