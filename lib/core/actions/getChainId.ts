import type { Config } from '../config'
import { currentChainId } from '../config/connections'

/**
 * The chain reads use now (wagmi's `getChainId`): the wallet's while it is connected to a
 * configured chain (unless the config's `syncConnectedChain` is false), else the config's
 * first chain. The wallet's own chain, configured or not, is `getConnection(config).chainId`.
 */
export function getChainId<config extends Config>(config: config): GetChainIdReturnType<config> {
  return currentChainId(config)
}

/** What getChainId returns: one of the config's chain ids (wagmi's `GetChainIdReturnType<config>`). */
export type GetChainIdReturnType<config extends Config = Config> = config['chains'][number]['id']
