import type { Config } from './config'

/**
 * Call `listener` after every change that can change what the connection shows: the
 * store's state, and the connector list (a wallet announced late, EIP-6963, can be the
 * connector of a connection restored before it). Returns the unsubscribe function. The
 * one subscription of getConnection's and getConnections' watchers and hooks.
 */
export function onConnectionChange(config: Config, listener: () => void): () => void {
  const stops = [config.store.subscribe(() => listener()), config.subscribeConnectors(listener)]
  return () => {
    for (const stop of stops) stop()
  }
}
