import type { Client } from 'viem'
import type { Config } from '../config'
import type { ChainIdParameter, TransportsOf } from '../config/parameters'
import type { Compute, IsNarrowable } from '../typeUtils'
import { getChainId } from './getChainId'

/** Parameters of getClient (wagmi's): `chainId`, one of the config's; default the chain reads use now. */
export type GetClientParameters<
  config extends Config = Config,
  chainId extends config['chains'][number]['id'] | number | undefined = config['chains'][number]['id'],
> = ChainIdParameter<config, chainId>

/**
 * The config's viem Client for the chain (wagmi's), typed per chain: its chain object and
 * its transport (`transport.type` is `'http'` for an `http()` transport). Undefined for a
 * chain the app does not configure (only reachable with a plain `Config`).
 */
export type GetClientReturnType<
  config extends Config = Config,
  chainId extends config['chains'][number]['id'] | undefined = config['chains'][number]['id'],
  resolvedChainId extends config['chains'][number]['id'] | undefined =
    IsNarrowable<config['chains'][number]['id'], number> extends true
      ? IsNarrowable<chainId, number> extends true
        ? chainId
        : config['chains'][number]['id']
      : config['chains'][number]['id'] | undefined,
> = resolvedChainId extends config['chains'][number]['id']
  ? Compute<Client<TransportsOf<config>[resolvedChainId], Extract<config['chains'][number], { id: resolvedChainId }>>>
  : undefined

/** getClient never throws: an unknown chain is undefined. */
export type GetClientErrorType = never

/**
 * The viem Client the kit reads a chain with (`config.getClient({ chainId })`: the chain's
 * node URLs with batching and failover; its transport code loads on first use), as wagmi
 * 3's getClient. Use it with `viem/actions` (`getBlock(client)`). A bare Client, not a
 * PublicClient with methods, so an app's bundle holds only the actions it imports.
 */
export function getClient<config extends Config, chainId extends config['chains'][number]['id'] | number | undefined>(
  config: config,
  parameters: GetClientParameters<config, chainId> = {},
): GetClientReturnType<config, chainId> {
  const chainId = parameters.chainId ?? getChainId(config)
  return (config.isChainSupported(chainId) ? config.getClient({ chainId }) : undefined) as GetClientReturnType<config, chainId>
}
