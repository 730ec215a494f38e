import { useSyncExternalStore } from 'react'
import type { Config } from '../core/config'
import { useConfig } from './context'

function currentChainId(config: Config): number {
  const { status, chainId } = config.getState()
  const live = config.syncConnectedChain && (status === 'connected' || status === 'unauthenticated')
  return live && chainId !== undefined && config.isChainSupported(chainId) ? chainId : config.chains[0].id
}

/**
 * The chain reads use now: the wallet's while it is connected to a configured chain (and
 * the config's `syncConnectedChain` is on, the default), else the config's first chain
 * (wagmi's `useChainId`). The wallet's own chain, configured or
 * not, is `useAccount().chainId`.
 */
export function useChainId(): number {
  const config = useConfig()
  const get = () => currentChainId(config)
  return useSyncExternalStore(config.store.subscribe, get, get)
}
