import { useSyncExternalStore } from 'react'
import { getChainId } from '../core/actions/getChainId'
import { useConfig } from './context'

/**
 * The chain reads use now: the wallet's while it is connected to a configured chain, else
 * the config's first chain (wagmi's `useChainId`; with `syncConnectedChain: false` always the first). The wallet's own chain, configured or
 * not, is `useConnection().chainId`.
 */
export function useChainId(): number {
  const config = useConfig()
  const get = () => getChainId(config)
  return useSyncExternalStore(config.store.subscribe, get, get)
}
