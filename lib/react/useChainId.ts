import { useSyncExternalStore } from 'react'
import { getChainId, type GetChainIdReturnType } from '../core/actions/getChainId'
import type { Config } from '../core/config'
import type { ResolvedRegister } from '../core/register'
import { useConfig, type UseConfigParameters } from './context'

/** Parameters of useChainId (wagmi's): an optional `config`. */
export type UseChainIdParameters<config extends Config = Config> = UseConfigParameters<config>

/** What useChainId returns: one of the config's chain ids (`1 | 10` for a mainnet and Optimism config). */
export type UseChainIdReturnType<config extends Config = Config> = GetChainIdReturnType<config>

/**
 * The chain reads use now: the wallet's while it is connected to a configured chain, else
 * the config's first chain (wagmi's `useChainId`; with `syncConnectedChain: false` always the first). The wallet's own chain, configured or
 * not, is `useConnection().chainId`.
 */
export function useChainId<config extends Config = ResolvedRegister['config']>(parameters: UseChainIdParameters<config> = {}): UseChainIdReturnType<config> {
  const config = useConfig(parameters)
  const get = () => getChainId(config)
  return useSyncExternalStore(config.store.subscribe, get, get)
}
