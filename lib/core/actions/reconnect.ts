import { initialState, type Config } from '../config'
import { markConnected } from '../connected'
import { getLastConnectorId } from '../persisted'
import type { Connector } from '../types'

/** Wait briefly for a connector that may be announced late (EIP-6963 wallets inject asynchronously). */
function waitForConnector(config: Config, id: string, ms: number): Promise<Connector | undefined> {
  const found = config.getConnector(id)
  if (found || ms <= 0) return Promise.resolve(found)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsub()
      resolve(config.getConnector(id))
    }, ms)
    const unsub = config.subscribeConnectors(() => {
      const c = config.getConnector(id)
      if (!c) return
      clearTimeout(timer)
      unsub()
      resolve(c)
    })
  })
}

/** reconnect() never rejects: a failed restore resolves false. */
export type ReconnectErrorType = never

/** Whether a wallet was reconnected (wagmi resolves the restored connections; the kit restores at most one, see lib/README). */
export type ReconnectReturnType = boolean

/** Options of reconnect (all optional). */
export interface ReconnectParameters {
  /** How long to wait for the last wallet's connector to be announced (EIP-6963), in ms. Default 1000. */
  waitMs?: number
  /**
   * Only restore the last wallet when its connector is one of these (wagmi's `connectors`,
   * as connectors or their ids). The kit restores one wallet, the last one connected; it
   * never tries the others.
   */
  connectors?: readonly (Connector | string)[]
}

/**
 * Silently restore the last connection on page load (auto-connect).
 * Returns true when a wallet was reconnected. Never prompts the user.
 */
export async function reconnect(config: Config, options: ReconnectParameters = {}): Promise<ReconnectReturnType> {
  const state = config.getState()
  // A connection the server rendered (hydrate's initial state) waits here as `reconnecting`
  // with its account shown; the wallet confirms it, or the state goes cleanly to disconnected.
  const restored = state.status === 'reconnecting' && state.accounts.length > 0 ? state.connectorId : undefined
  const id = restored ?? getLastConnectorId(config.storage)
  if (!id || (state.status !== 'disconnected' && !restored)) return false
  if (!restored && options.connectors && !options.connectors.some((c) => (typeof c === 'string' ? c : c.id) === id)) return false
  if (!restored) config.store.setState((s) => ({ ...s, status: 'reconnecting', connectorId: id }))
  const settle = (ok: boolean) => {
    if (!ok && config.getState().status === 'reconnecting') config.store.setState({ ...initialState })
    return ok
  }
  try {
    const connector = await waitForConnector(config, id, options.waitMs ?? 1_000)
    if (!connector || !(await connector.isAuthorized())) return settle(false)
    const { accounts, chainId } = await connector.connect({ isReconnecting: true })
    if (accounts.length === 0 || config.getState().status !== 'reconnecting') return settle(false)
    markConnected(config, id, { accounts, chainId })
    return settle(true)
  } catch {
    return settle(false)
  }
}
