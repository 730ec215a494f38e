import type { Transport } from 'viem'
import type { Config } from './types'

/**
 * wagmi's `ChainIdParameter`: `chainId` is one of the config's chain ids (an id the config
 * lacks is a type error once the config's chains are known).
 */
export type ChainIdParameter<config extends Config, chainId extends config['chains'][number]['id'] | undefined = config['chains'][number]['id']> = {
  /** The chain; default: the chain reads use now (see getChainId). */
  chainId?: (chainId extends config['chains'][number]['id'] ? chainId : undefined) | config['chains'][number]['id'] | undefined
}

/** wagmi's `ConfigParameter`: a hook's `config` (default: the nearest provider's). */
export type ConfigParameter<config extends Config = Config> = {
  /** Use this config instead of the nearest provider's. */
  config?: Config | config | undefined
}

/** The transports a config holds per chain id (wagmi's `config['_internal']['transports']`). */
export type TransportsOf<config extends Config> = config extends Config<infer _chains, infer transports> ? transports : Record<number, Transport>
