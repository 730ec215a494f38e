import type { Config } from '../config'
import { initialState } from '../config'

/** cancelConnect() never throws. */
export type CancelConnectErrorType = never

/**
 * Give up a connection that has not finished (the user closed the connect modal). The store
 * leaves 'connecting', so the connect modal can open again at once instead of after a
 * WalletConnect proposal expires, and the connector drops what it started.
 */
export function cancelConnect(config: Config): void {
  const { status, connectorId } = config.getState()
  if (status !== 'connecting') return
  config.store.setState({ ...initialState })
  if (connectorId) config.getConnector(connectorId)?.abort?.()
}
