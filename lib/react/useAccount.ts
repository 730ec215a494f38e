import { useSyncExternalStore } from 'react'
import type { Status } from '../core/types'
import type { Config } from '../core/config'
import { useConfig } from './context'
import { useConnection, type UseConnectionParameters, type UseConnectionReturnType } from './useConnection'

/** wagmi's connection status: a wallet that is connected but not signed in yet is `connected` (see useAuth). */
export type AccountConnectionStatus = UseConnectionReturnType['status']

/**
 * What useAccount returns (the kit's earlier name).
 * @deprecated use `UseConnectionReturnType` instead (wagmi 3's name).
 */
export type AccountState = UseConnectionReturnType

/**
 * Parameters of useAccount (wagmi 2's name).
 * @deprecated use `UseConnectionParameters` instead (wagmi 3's name).
 */
export type UseAccountParameters = UseConnectionParameters

/**
 * What useAccount returns (wagmi 2's name).
 * @deprecated use `UseConnectionReturnType` instead (wagmi 3's name).
 */
export type UseAccountReturnType = UseConnectionReturnType

/**
 * The connected account, chain and status: wagmi 2's name of useConnection, kept as wagmi 3
 * keeps it.
 *
 * @deprecated use `useConnection` instead (wagmi 3's name).
 */
export function useAccount(parameters: UseAccountParameters = {}): UseAccountReturnType {
  return useConnection(parameters)
}

/** The core's connection status (with `unauthenticated`), for the kit's own modals. */
export function useConnectionStatus(): Status {
  const config = useConfig()
  const get = () => config.getState().status
  return useSyncExternalStore(config.store.subscribe, get, get)
}

/** useConnection for a given config (the provider uses it before its context exists). */
export function useAccountOf(config: Config): UseConnectionReturnType {
  return useConnection({ config })
}
