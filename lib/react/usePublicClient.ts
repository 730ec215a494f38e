import type { Config } from '../core/config'
import type { GetClientReturnType } from '../core/actions/getClient'
import type { ChainIdParameter } from '../core/config/parameters'
import type { ResolvedRegister } from '../core/register'
import type { Compute } from '../core/typeUtils'
import { useConfig, type UseConfigParameters } from './context'
import { useReadChain } from './query/useReadChain'

/** Parameters of usePublicClient (wagmi's): `chainId`, one of the config's (default: the chain reads use), and `config`. */
export type UsePublicClientParameters<
  config extends Config = Config,
  chainId extends config['chains'][number]['id'] | number | undefined = config['chains'][number]['id'] | undefined,
> = Compute<ChainIdParameter<config, chainId> & UseConfigParameters<config>>

/**
 * What usePublicClient returns: the chain's viem Client typed per chain (its chain and
 * transport), as useClient's. Differs from wagmi's PublicClient: a bare Client without
 * viem's public actions as methods (use `viem/actions`), so an app's bundle holds only the
 * actions it imports.
 */
export type UsePublicClientReturnType<
  config extends Config = Config,
  chainId extends config['chains'][number]['id'] | number | undefined = config['chains'][number]['id'] | undefined,
> = GetClientReturnType<config, chainId>

/**
 * The config's viem Client for a chain (reads, receipts; its transport code loads on first
 * use), or undefined on a chain the app does not configure. Use it with `viem/actions`.
 */
export function usePublicClient<
  config extends Config = ResolvedRegister['config'],
  chainId extends config['chains'][number]['id'] | number | undefined = config['chains'][number]['id'] | undefined,
>(parameters: UsePublicClientParameters<config, chainId> = {}): UsePublicClientReturnType<config, chainId> {
  const config = useConfig(parameters)
  const { chain } = useReadChain(parameters.chainId, config)
  return (chain ? config.getClient({ chainId: chain.id }) : undefined) as UsePublicClientReturnType<config, chainId>
}
