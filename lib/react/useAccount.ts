import { useMemo, useSyncExternalStore } from 'react'
import type { Address, Chain } from 'viem'
import type { Status } from '../core/types'
import type { Connector } from '../core/types'
import type { Config } from '../core/config'
import { useConfig } from './context'

/** The connected account as useAccount returns it. */
export interface AccountState {
  status: Status
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

/** The connected account, chain and status; re-renders when they change. */
export function useAccount(): AccountState {
  return useAccountOf(useConfig())
}

/** useAccount for a given config (the provider uses it before its context exists). */
export function useAccountOf(config: Config): AccountState {
  const state = useSyncExternalStore(config.store.subscribe, config.getState, config.getServerState)
  return useMemo(() => {
    const chain = config.chains.find((c) => c.id === state.chainId)
    const connected = state.status === 'connected' || state.status === 'unauthenticated'
    return {
      status: state.status,
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
