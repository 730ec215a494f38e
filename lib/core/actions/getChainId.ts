import type { Config } from '../config'

/**
 * The chain reads use now (wagmi's `getChainId`): the wallet's while it is connected to a
 * configured chain (unless the config's `syncConnectedChain` is false), else the config's
 * first chain. The wallet's own chain, configured or
 * not, is `getConnection(config).chainId`.
 */
export function getChainId(config: Config): number {
  const { status, chainId } = config.getState()
  const live = config.syncConnectedChain && (status === 'connected' || status === 'unauthenticated')
  return live && chainId !== undefined && config.isChainSupported(chainId) ? chainId : config.chains[0].id
}
