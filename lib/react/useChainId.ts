import { useSyncExternalStore } from 'react'
import { getChainId } from '../core/actions/getChainId'
import { useConfig, type UseConfigParameters } from './context'

/** Parameters of useChainId (wagmi's): an optional `config`. */
export type UseChainIdParameters = UseConfigParameters

/**
 * The chain reads use now: the wallet's while it is connected to a configured chain, else
 * the config's first chain (wagmi's `useChainId`; with `syncConnectedChain: false` always the first). The wallet's own chain, configured or
 * not, is `useConnection().chainId`.
 */
export function useChainId(parameters: UseChainIdParameters = {}): number {
  const config = useConfig(parameters)
  const get = () => getChainId(config)
  return useSyncExternalStore(config.store.subscribe, get, get)
}
