import type { Config } from '../../core/config'
import { connect } from '../../core/actions/connect'
import type { CreateConnectorFn } from '../../core/types'
import { safeConnector, SAFE_CONNECTOR_ID, type SafeConnectorOptions } from './connector'
import { detectSafe } from './detect'

/** Options of startSafeApp: allowed Safe{Wallet} origins, timeouts, and where proposed transactions are followed. */
export interface SafeAppOptions extends SafeConnectorOptions {
  /** Exact origins of Safe{Wallet} (default app.safe.global and app.safe.eth.limo). */
  allowedOrigins?: readonly string[]
  /** ms to wait for getSafeInfo (default 2 s). */
  detectTimeout?: number
  /** ms before a transaction or signing request gives up (default 10 min). */
  interactiveTimeout?: number
}

/**
 * Inside Safe{Wallet}: detect the Safe, add its connector and connect to it, without a
 * click. Load this module only inside a frame (see frame.ts); it never delays the first
 * render. Resolves true when the Safe answered.
 */
export async function startSafeApp(config: Config, add: (fn: CreateConnectorFn) => void, options: SafeAppOptions = {}): Promise<boolean> {
  const detection = await detectSafe(options)
  if (!detection) return false
  add(safeConnector(detection, options))
  const { status, connectorId } = config.getState()
  if (status === 'connected' && connectorId === SAFE_CONNECTOR_ID) return true
  // Inside a Safe, the Safe is the account; a wrong chain leaves its message in state.error.
  await connect(config, { connector: SAFE_CONNECTOR_ID }).catch(() => undefined)
  return true
}
