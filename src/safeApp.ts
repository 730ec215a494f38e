import type { Config } from '../lib/core/config'
import type { CreateConnectorFn } from '../lib/core/types'
import { startSafeApp } from '../lib/connectors/safe'
import { parseAllowedOrigins } from '../lib/safe/messaging/origins'

/**
 * The site inside Safe{Wallet}: loaded only when the page is framed (see wallet.ts), so the
 * Safe code costs nothing elsewhere. VITE_SAFE_ALLOWED_ORIGINS lists the exact origins
 * Safe{Wallet} is served from (default app.safe.global and app.safe.eth.limo).
 */
export function startSafe(config: Config, add: (fn: CreateConnectorFn) => void): Promise<boolean> {
  const interactiveTimeout = Number(import.meta.env.VITE_SAFE_TX_TIMEOUT) || undefined
  return startSafeApp(config, add, {
    allowedOrigins: parseAllowedOrigins(import.meta.env.VITE_SAFE_ALLOWED_ORIGINS),
    interactiveTimeout,
  })
}
