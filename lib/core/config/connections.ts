import type { Address } from 'viem'
import type { Config, ConfigState } from './types'
import type { Connection, Connector, State } from '../types'
import { initialState } from './connectors'

const NONE: Connection[] = []
/** Answers by state object (see getConnection): the same state gives the same list. */
const answers = new WeakMap<State, { config: Config; connector: Connector | undefined; value: Connection[] }>()
/** The last list per config: a new state with the same connection keeps the list (wagmi's deepEqual). */
const lists = new WeakMap<Config, Connection[]>()

/** Two connections with the same connector, chain and accounts. */
const sameConnection = (a: Connection, b: Connection): boolean =>
  a.connector === b.connector && a.chainId === b.chainId && a.accounts.length === b.accounts.length && a.accounts.every((x, i) => x === b.accounts[i])

/**
 * The connections of `state`. The kit has one active connection at a time (connecting another
 * wallet leaves the previous one), so the list holds at most one; wagmi keeps several.
 * The same list while nothing in it changed; default: the config's state now.
 */
export function connectionsOf(config: Config, state: State = config.getState()): Connection[] {
  const connector = state.connectorId ? config.getConnector(state.connectorId) : undefined
  const known = answers.get(state)
  if (known && known.config === config && known.connector === connector) return known.value
  // A connection restored from the server's HTML (cookie) counts while the wallet confirms it, as in wagmi.
  const holds = state.status === 'connected' || state.status === 'unauthenticated' || state.status === 'reconnecting'
  const fresh: Connection[] =
    holds && connector && state.accounts.length > 0 && state.chainId !== undefined
      ? [{ accounts: state.accounts as readonly [Address, ...Address[]], chainId: state.chainId, connector }]
      : NONE
  const before = lists.get(config)
  const value = before && before.length === fresh.length && fresh.every((c, i) => sameConnection(c, before[i]!)) ? before : fresh
  lists.set(config, value)
  answers.set(state, { config, connector, value })
  return value
}


/**
 * The chain reads use now (wagmi's `getChainId`): the wallet's while it is connected to a
 * configured chain (unless the config's `syncConnectedChain` is false), else the config's
 * first chain.
 */
export function currentChainId(config: Config, state: State = config.getState()): number {
  const { status, chainId } = state
  const live = config.syncConnectedChain && (status === 'connected' || status === 'unauthenticated')
  return live && chainId !== undefined && config.isChainSupported(chainId) ? chainId : config.chains[0].id
}

/** wagmi's state (config.state) per kit state, so the same state gives the same object. */
const wagmiStates = new WeakMap<State, ConfigState>()

/** The kit's store state as wagmi's (ConfigState): the same object for the same state. */
export function configStateOf(config: Config, state: State = config.getState()): ConfigState {
  const known = wagmiStates.get(state)
  if (known) return known
  const connection = connectionsOf(config, state)[0]
  const made: ConfigState = {
    chainId: currentChainId(config, state),
    connections: new Map(connection ? [[connection.connector.uid, connection]] : []),
    current: connection?.connector.uid ?? null,
    status: state.status === 'unauthenticated' ? 'connected' : state.status,
  }
  wagmiStates.set(state, made)
  return made
}

/**
 * The kit's store state for a wagmi state (config.setState): its current connection's
 * accounts, chain and connector, or disconnected when it has none.
 */
export function stateFromConfigState(config: Config, value: ConfigState): State {
  const connection = value.current === null ? undefined : value.connections.get(value.current)
  if (!connection || value.status === 'disconnected') return { ...initialState }
  const connector = config.getConnectors().find((c) => c.uid === connection.connector.uid) ?? connection.connector
  return { status: value.status, accounts: connection.accounts, chainId: connection.chainId, connectorId: connector.id, error: undefined }
}
