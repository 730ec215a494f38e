import type { Address } from 'viem'
import type { Config } from '../config'
import type { Connector, State } from '../types'

/** One wallet connection (wagmi's `Connection`): its accounts, chain and connector. */
export interface Connection {
  /** The accounts the wallet shares, the selected one first. */
  accounts: readonly [Address, ...Address[]]
  /** The chain the wallet is on (configured or not). */
  chainId: number
  /** The connector it goes through. */
  connector: Connector
}

/**
 * The live connections. The kit has one active connection at a time (connecting another
 * wallet leaves the previous one), so the list holds at most one; wagmi keeps several.
 */
export type GetConnectionsReturnType = Connection[]

/** getConnections never throws. */
export type GetConnectionsErrorType = never

const NONE: Connection[] = []
/** Answers by state object (see getConnection): the same state gives the same list. */
const answers = new WeakMap<State, { config: Config; connector: Connector | undefined; value: Connection[] }>()
/** The last list per config: a new state with the same connection keeps the list (wagmi's deepEqual). */
const lists = new WeakMap<Config, Connection[]>()

/** Two connections with the same connector, chain and accounts. */
const sameConnection = (a: Connection, b: Connection): boolean =>
  a.connector === b.connector && a.chainId === b.chainId && a.accounts.length === b.accounts.length && a.accounts.every((x, i) => x === b.accounts[i])

/** The connections of `state` (default: the config's now), the same list while nothing in it changed. */
export function connectionsOf(config: Config, state: State = config.getState()): GetConnectionsReturnType {
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
 * The live connections (wagmi 3's getConnections): a list of at most one `{ accounts,
 * chainId, connector }`, since the kit has one active connection at a time.
 */
export function getConnections(config: Config): GetConnectionsReturnType {
  return connectionsOf(config)
}
