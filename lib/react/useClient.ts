import { useCallback, useSyncExternalStore } from 'react'
import { getClient, type GetClientParameters, type GetClientReturnType } from '../core/actions/getClient'
import type { Config } from '../core/config'
import type { ResolvedRegister } from '../core/register'
import type { Compute } from '../core/typeUtils'
import { useConfig, type UseConfigParameters } from './context'

/** Parameters of useClient (wagmi's): `chainId`, one of the config's, and `config`. */
export type UseClientParameters<
  config extends Config = Config,
  chainId extends config['chains'][number]['id'] | number | undefined = config['chains'][number]['id'] | undefined,
> = Compute<GetClientParameters<config, chainId> & UseConfigParameters<config>>

/** What useClient returns: the chain's viem Client typed per chain, or undefined for a chain the app does not configure. */
export type UseClientReturnType<
  config extends Config = Config,
  chainId extends config['chains'][number]['id'] | number | undefined = config['chains'][number]['id'] | undefined,
> = GetClientReturnType<config, chainId>

/**
 * The viem Client the kit reads a chain with (wagmi 3's useClient): `config.getClient({ chainId })`,
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
export function useClient<
  config extends Config = ResolvedRegister['config'],
  chainId extends config['chains'][number]['id'] | number | undefined = config['chains'][number]['id'] | undefined,
>(parameters: UseClientParameters<config, chainId> = {}): UseClientReturnType<config, chainId> {
  const config = useConfig(parameters)
  const { chainId } = parameters
  const get = useCallback(() => getClient(config, { chainId }) as unknown as UseClientReturnType<config, chainId>, [config, chainId])
  return useSyncExternalStore(config.store.subscribe, get, get)
}
