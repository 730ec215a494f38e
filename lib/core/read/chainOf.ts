import type { Chain } from 'viem'
import type { Config } from '../config'
import { ChainNotConfiguredError } from '../errors'

/**
 * The chain a read is for: `chainId` when given, else the wallet's chain while one is
 * connected, else the config's first chain. A chain the app does not configure is a
 * ChainNotConfiguredError (a read never waits for ever on it).
 */
export function readChainOf(config: Config, chainId?: number): Chain {
  const { status, chainId: walletChainId } = config.getState()
  const live = status === 'connected' || status === 'unauthenticated'
  const id = chainId ?? (live && walletChainId !== undefined ? walletChainId : config.chains[0].id)
  const chain = config.chains.find((c) => c.id === id)
  if (!chain) throw new ChainNotConfiguredError(id)
  return chain
}

/**
 * The chain the app is on now (wagmi's getChainId): the wallet's while it is connected to
 * a configured chain, else the config's first chain. Never a chain the app does not
 * configure (the wallet's own chain, configured or not, is the connection's `chainId`).
 */
export function currentChainId(config: Config): number {
  const { status, chainId } = config.getState()
  const live = status === 'connected' || status === 'unauthenticated'
  return live && chainId !== undefined && config.isChainSupported(chainId) ? chainId : config.chains[0].id
}
