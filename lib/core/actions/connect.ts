import type { Config } from '../config'
import { markConnected } from '../connected'
import { ConnectorNotFoundError, type ProviderNotFoundError, type ResourceUnavailableRpcErrorType, type UserRejectedRequestErrorType, type WalletError } from '../errors'
import { normalizedWalletError } from '../walletErrorsLazy'
import { ConnectorAlreadyConnectedError, type RequestTimeoutError } from '../callErrors'
import type { Connector, ConnectResult } from '../types'

/** Parameters of connect: the connector to use and, optionally, the chain to start on. */
export interface ConnectParameters {
  /** The connector, or its id. */
  connector: Connector | string
  /** Ask the wallet for this chain while connecting. */
  chainId?: number
}

/** What connect() rejects with; anything else a wallet throws arrives as a WalletError. */
export type ConnectErrorType =
  | ConnectorNotFoundError
  | ConnectorAlreadyConnectedError
  | ProviderNotFoundError
  | UserRejectedRequestErrorType
  | ResourceUnavailableRpcErrorType
  | RequestTimeoutError
  | WalletError

/**
 * Connect a wallet and make it the active connector. Rejects with a ConnectErrorType:
 * ConnectorAlreadyConnectedError for the connector that is connected already (as wagmi's
 * connect; another connector replaces the connected one).
 */
export async function connect(config: Config, { connector, chainId }: ConnectParameters): Promise<ConnectResult> {
  const c = typeof connector === 'string' ? config.getConnector(connector) : connector
  if (!c) throw new ConnectorNotFoundError(typeof connector === 'string' ? connector : undefined)
  const prev = config.getState()
  if (prev.status === 'connected' && prev.connectorId === c.id) throw new ConnectorAlreadyConnectedError()
  if (prev.status === 'connected' && prev.connectorId && prev.connectorId !== c.id) {
    // One active wallet at a time: leave the previous one quietly.
    await config.getConnector(prev.connectorId)?.disconnect().catch(() => {})
  }
  config.store.setState((s) => ({ ...s, status: 'connecting', connectorId: c.id, error: undefined }))
  try {
    const result = await c.connect(chainId === undefined ? undefined : { chainId })
    markConnected(config, c.id, result)
    return result
  } catch (e) {
    const error = await normalizedWalletError(e)
    // Only reset if nobody else took over meanwhile (e.g. user picked another wallet).
    if (config.getState().connectorId === c.id && config.getState().status === 'connecting') {
      config.store.setState({ status: 'disconnected', accounts: [], chainId: undefined, connectorId: undefined, error })
    }
    throw error
  }
}
