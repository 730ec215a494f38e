import type { Config } from '../config'
import { markDisconnected } from '../config'
import { forgetLastConnector } from '../persisted'

/** disconnect() never rejects: the app is disconnected afterwards either way. */
export type DisconnectErrorType = never

/** Disconnect the active wallet. */
export async function disconnect(config: Config): Promise<void> {
  const { connectorId } = config.getState()
  forgetLastConnector(config.storage)
  const connector = connectorId ? config.getConnector(connectorId) : undefined
  try {
    await connector?.disconnect()
  } catch {
    // e.g. WalletConnect's 'No matching key' for an already-deleted session: not an error.
  }
  if (config.getState().status !== 'disconnected') markDisconnected(config.store, config.emitter, connectorId)
}
