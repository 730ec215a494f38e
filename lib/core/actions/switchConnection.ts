import type { Address } from 'viem'
import type { Config } from '../config'
import { ConnectorNotConnectedError } from '../errors'
import type { Connector } from '../types'
import { connectionsOf } from './getConnections'

/** Parameters of switchConnection (wagmi's): the connector whose connection becomes the current one. */
export interface SwitchConnectionParameters {
  /** A connector with a live connection. */
  connector: Connector
}

/** The connection switched to: its accounts and chain. */
export interface SwitchConnectionReturnType {
  /** The accounts of the connection, the selected one first. */
  accounts: readonly [Address, ...Address[]]
  /** The chain its wallet is on. */
  chainId: number
}

/** What switchConnection rejects with: the connector has no live connection. */
export type SwitchConnectionErrorType = ConnectorNotConnectedError

/**
 * Make the connection of `connector` the current one (wagmi 3's switchConnection, wagmi 2's
 * switchAccount). The kit has one active connection at a time: switching to the active
 * connector changes nothing and resolves with its connection; any other connector has no
 * connection to switch to (ConnectorNotConnectedError, as wagmi for a connector it is not
 * connected to). To move to another wallet, connect it.
 */
export async function switchConnection(config: Config, { connector }: SwitchConnectionParameters): Promise<SwitchConnectionReturnType> {
  const connection = connectionsOf(config).find((c) => c.connector.uid === connector.uid)
  if (!connection) throw new ConnectorNotConnectedError()
  return { accounts: connection.accounts, chainId: connection.chainId }
}
