import type { Config } from '../config'
import { markDisconnected } from '../config'
import { forgetLastConnector } from '../persisted'
import type { ConnectorParameter } from '../config/parameters'

/** disconnect() never rejects: the app is disconnected afterwards either way. */
export type DisconnectErrorType = never

/** Parameters of disconnect (wagmi's `DisconnectParameters`): `connector`, default the active one. */
export type DisconnectParameters = ConnectorParameter

/** disconnect resolves with nothing (wagmi's `DisconnectReturnType`). */
export type DisconnectReturnType = void

/**
 * Disconnect the active wallet, or `connector` (wagmi's). The kit holds one active connection:
 * a connector that is not the active one is only told to disconnect (its session ends) and
 * the app stays connected.
 */
export async function disconnect(config: Config, parameters: DisconnectParameters = {}): Promise<DisconnectReturnType> {
  const { connectorId } = config.getState()
  if (parameters.connector && parameters.connector.id !== connectorId) {
    await parameters.connector.disconnect().catch(() => {})
    return
  }
  forgetLastConnector(config.storage)
  const connector = connectorId ? config.getConnector(connectorId) : undefined
  try {
    await connector?.disconnect()
  } catch {
    // e.g. WalletConnect's 'No matching key' for an already-deleted session: not an error.
  }
  if (config.getState().status !== 'disconnected') markDisconnected(config.store, config.emitter, connectorId)
}
