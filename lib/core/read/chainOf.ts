import type { Chain } from 'viem'
import type { Config } from '../config'
import { ChainNotConfiguredError } from '../errors'

/**
 * The chain a read is for: `chainId` when given, else the wallet's chain while one is
 * connected (unless the config's `syncConnectedChain` is false), else the config's first chain. A chain the app does not configure is a
 * ChainNotConfiguredError (a read never waits for ever on it).
 */
export function readChainOf(config: Config, chainId?: number): Chain {
  const { status, chainId: walletChainId } = config.getState()
  const live = config.syncConnectedChain && (status === 'connected' || status === 'unauthenticated')
  const id = chainId ?? (live && walletChainId !== undefined ? walletChainId : config.chains[0].id)
  const chain = config.chains.find((c) => c.id === id)
  if (!chain) throw new ChainNotConfiguredError(id)
  return chain
}
