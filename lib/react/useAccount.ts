import { useMemo, useSyncExternalStore } from 'react'
import type { Address, Chain } from 'viem'
import type { Status } from '../core/types'
import type { Connector } from '../core/types'
import type { Config } from '../core/config'
import { useConfig } from './context'

/** wagmi's connection status: a wallet that is connected but not signed in yet is `connected` (see useAuth). */
export type AccountConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** The connected account as useAccount returns it (wagmi's fields, plus isUnsupported and error). */
export interface AccountState {
  /** wagmi's status; the core's `unauthenticated` is `connected` here (sign-in is useAuth's). */
  status: AccountConnectionStatus
  /** The connected account (the first of `addresses`). */
  address: Address | undefined
  /** Every account the wallet shares. */
  addresses: readonly Address[]
  /** The chain the wallet is on (configured or not). */
  chainId: number | undefined
  /** The configured chain the wallet is on; undefined when unsupported or disconnected. */
  chain: Chain | undefined
  /** The active connector. */
  connector: Connector | undefined
  /** status is `connected` (also while sign-in is pending). */
  isConnected: boolean
  /** status is `connecting`. */
  isConnecting: boolean
  /** status is `reconnecting`. */
  isReconnecting: boolean
  /** status is `disconnected`. */
  isDisconnected: boolean
  /** Connected, but on a chain the app does not support ("Wrong network"). */
  isUnsupported: boolean
  /** Error of the last connect attempt. */
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
  const state = useSyncExternalStore(config.store.subscribe, config.getState, config.getServerState)
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
