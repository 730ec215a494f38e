import type { Chain, ChainFormatters, Transport } from 'viem'
import type { IsNarrowable, Merge } from '../typeUtils'
import type { Connector } from '../types'
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

/** Whether one of `chains` has its own formatters (Celo, zkSync, OP Stack...), as wagmi decides it. */
export type HasFormatter<chains extends readonly Chain[]> = chains extends readonly [infer head extends Chain, ...infer tail extends readonly Chain[]]
  ? IsNarrowable<head['formatters'], ChainFormatters | undefined> extends true
    ? true
    : HasFormatter<tail>
  : false

/**
 * wagmi's `SelectChains`: the chains an action's parameters and result are typed for: the one
 * `chainId` names, else all the config's when one has its own formatters (so a Celo
 * `feeCurrency` or a zkSync receipt's `l1BatchNumber` is typed), else a plain Chain.
 */
export type SelectChains<config extends Config, chainId extends config['chains'][number]['id'] | undefined = undefined> = Config extends config
  ? readonly [Chain]
  : IsNarrowable<chainId, config['chains'][number]['id']> extends true
    ? readonly [Extract<config['chains'][number], { id: chainId }>]
    : HasFormatter<config['chains']> extends true
      ? config['chains']
      : readonly [Merge<Chain, { id: config['chains'][number]['id'] }>]

/** wagmi's `ConnectorParameter`: the connector an action asks (default: the connected one). */
export type ConnectorParameter = {
  /** The connector to use; default the connected one. */
  connector?: Connector | undefined
}
