import { useMemo, useSyncExternalStore } from 'react'
import type { Address, Chain } from 'viem'
import type { Status } from '../core/types'
import type { Connector } from '../core/types'
import type { Config } from '../core/config'
import { useConfig } from './context'

/** wagmi's connection status: a wallet that is connected but not signed in yet is `connected` (see useAuth). */
export type AccountStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** The connected account as useAccount returns it (wagmi's fields, plus isUnsupported and error). */
export interface AccountState {
  /** wagmi's status; the core's `unauthenticated` is `connected` here (sign-in is useAuth's). */
  status: AccountStatus
  address: Address | undefined
  addresses: readonly Address[]
  chainId: number | undefined
  /** The configured chain the wallet is on; undefined when unsupported or disconnected. */
  chain: Chain | undefined
  connector: Connector | undefined
  isConnected: boolean
  isConnecting: boolean
  isReconnecting: boolean
  isDisconnected: boolean
  /** Connected, but on a chain the app does not support ("Wrong network"). */
  isUnsupported: boolean
  error: Error | undefined
}

/**
 * The connected account, chain and status; re-renders when they change. A wallet that is
 * connected but has not signed in yet (the app has an auth adapter) is `connected` here,
 * as in wagmi; whether it signed in is useAuth's `status`, and writes refuse with
 * SignInRequiredError until it has.
 */
export function useAccount(): AccountState {
  return useAccountOf(useConfig())
}

/** The core's connection status (with `unauthenticated`), for the kit's own modals. */
export function useConnectionStatus(): Status {
  const config = useConfig()
  const get = () => config.getState().status
  return useSyncExternalStore(config.store.subscribe, get, get)
}

/** useAccount for a given config (the provider uses it before its context exists). */
export function useAccountOf(config: Config): AccountState {
  const state = useSyncExternalStore(config.store.subscribe, config.getState, config.getState)
  return useMemo(() => {
    const chain = config.chains.find((c) => c.id === state.chainId)
    const connected = state.status === 'connected' || state.status === 'unauthenticated'
    return {
      status: state.status === 'unauthenticated' ? 'connected' : state.status,
      address: state.accounts[0],
      addresses: state.accounts,
      chainId: state.chainId,
      chain,
      connector: state.connectorId ? config.getConnector(state.connectorId) : undefined,
      isConnected: connected,
      isConnecting: state.status === 'connecting',
      isReconnecting: state.status === 'reconnecting',
      isDisconnected: state.status === 'disconnected',
      isUnsupported: connected && !chain,
      error: state.error,
    }
  }, [config, state])
}
