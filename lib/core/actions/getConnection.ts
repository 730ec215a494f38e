import type { Address, Chain } from 'viem'
import type { Config } from '../config'
import type { Connector, State } from '../types'

/** Fields every status of getConnection has beside wagmi's: the kit's `isUnsupported` and `error`. */
export interface ConnectionExtras {
  /** Connected, but on a chain the app does not configure ("Wrong network"). The kit's field, not wagmi's. */
  isUnsupported: boolean
  /** Why the last connect attempt failed (cleared by the next). The kit's field, not wagmi's. */
  error: Error | undefined
}

/** What a connection being made or restored shows (getConnection's `connecting` and `reconnecting`): its account and chain once known. */
export interface PendingConnection {
  /** The account, when known (a connection the server rendered shows it while reconnecting). */
  address: Address | undefined
  /** Every account the wallet shares, when known. */
  addresses: readonly Address[] | undefined
  /** The configured chain the wallet is on, when known. */
  chain: Chain | undefined
  /** The chain the wallet is on, when known. */
  chainId: number | undefined
  /** The connector being connected or restored. */
  connector: Connector | undefined
  /** Never disconnected while pending. */
  isDisconnected: false
}

/**
 * The connection as wagmi 3's getConnection returns it (a union on `status`, so
 * `status === 'connected'` narrows `address` to an Address), plus the kit's
 * `isUnsupported` and `error`. A wallet that is connected but has not signed in yet (the
 * app has an authentication adapter) is `connected` here, as in wagmi; whether it signed
 * in is useAuth's, and writes refuse with SignInRequiredError until it has.
 */
export type GetConnectionReturnType = ConnectionExtras &
  (
    | {
        address: Address
        addresses: readonly [Address, ...Address[]]
        chain: Chain | undefined
        chainId: number
        connector: Connector
        isConnected: true
        isConnecting: false
        isDisconnected: false
        isReconnecting: false
        status: 'connected'
      }
    | (PendingConnection & { isConnected: boolean; isConnecting: false; isReconnecting: true; status: 'reconnecting' })
    | (PendingConnection & { isConnected: false; isConnecting: true; isReconnecting: false; status: 'connecting' })
    | {
        address: undefined
        addresses: undefined
        chain: undefined
        chainId: undefined
        connector: undefined
        isConnected: false
        isConnecting: false
        isDisconnected: true
        isReconnecting: false
        status: 'disconnected'
      }
  )

/** getConnection never throws. */
export type GetConnectionErrorType = never

function build(config: Config, state: State, connector: Connector | undefined): GetConnectionReturnType {
  const live = state.status === 'connected' || state.status === 'unauthenticated'
  const address = state.accounts[0]
  // Waiting for sign-in is `connected`, as in wagmi (sign-in is useAuth's question).
  const status = live && address ? 'connected' : state.status === 'connecting' || state.status === 'reconnecting' ? state.status : 'disconnected'
  const on = status !== 'disconnected'
  const chain = on ? config.chains.find((c) => c.id === state.chainId) : undefined
  // One object for every status: the union's members differ only in these values.
  return {
    address: on ? address : undefined,
    addresses: on && address ? state.accounts : undefined,
    chain,
    chainId: on ? state.chainId : undefined,
    connector: on ? connector : undefined,
    // A connection the server rendered (cookie) shows its account while the wallet confirms it.
    isConnected: status === 'connected' || (status === 'reconnecting' && address !== undefined),
    isConnecting: status === 'connecting',
    isReconnecting: status === 'reconnecting',
    isDisconnected: !on,
    status,
    isUnsupported: live && !chain,
    error: state.error,
  } as GetConnectionReturnType
}

/** The connection of `state` over `connectors` (default: the config's now): a new object each call (useConnection keeps one per state). */
export function connectionOf(config: Config, state: State = config.getState(), connectors: readonly Connector[] = config.getConnectors()): GetConnectionReturnType {
  return build(config, state, connectors.find((c) => c.id === state.connectorId))
}

/**
 * The connected account, chain, connector and status (wagmi 3's getConnection, wagmi 2's
 * getAccount), plus the kit's `isUnsupported` and `error`.
 */
export function getConnection(config: Config): GetConnectionReturnType {
  return connectionOf(config)
}
