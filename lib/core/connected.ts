import type { Emitter } from './emitter'
import { rememberConnector } from './persisted'
import type { KitStorage } from './storage'
import type { Store } from './store'
import type { ConfigEvents, ConnectResult, State } from './types'

/**
 * The one write of a connection: the store says connected with these accounts and chain,
 * the connector is remembered for the silent reconnect, and the app hears 'connect'.
 * Used by connect(), reconnect() and a connector that connects on its own.
 */
export function markConnected(
  config: { store: Store<State>; emitter: Emitter<ConfigEvents>; storage: KitStorage },
  connectorId: string,
  { accounts, chainId }: ConnectResult,
): void {
  rememberConnector(config.storage, connectorId)
  config.store.setState({ status: 'connected', accounts, chainId, connectorId, error: undefined })
  config.emitter.emit('connect', { connectorId, accounts, chainId })
}
