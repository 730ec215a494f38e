import { type Config, type CreateConnectorFn, createSafeServiceClient, parseAllowedOrigins, serviceMessageSource, serviceTransactionSource, startSafeApp } from '@porch/kit'

/**
 * The site inside Safe{Wallet}: loaded only when the page is framed (see wallet.ts), so the
 * Safe code costs nothing elsewhere. VITE_SAFE_ALLOWED_ORIGINS lists the exact origins
 * Safe{Wallet} is served from (default app.safe.global and app.safe.eth.limo).
 */
export function startSafe(config: Config, add: (fn: CreateConnectorFn) => void): Promise<boolean> {
  const service = createSafeServiceClient({ baseUrl: import.meta.env.VITE_SAFE_SERVICE_URL || undefined })
  return startSafeApp(config, add, {
    allowedOrigins: parseAllowedOrigins(import.meta.env.VITE_SAFE_ALLOWED_ORIGINS),
    interactiveTimeout: Number(import.meta.env.VITE_SAFE_TX_TIMEOUT) || undefined,
    serviceTransaction: serviceTransactionSource(service),
    // A sign-in from a multisig Safe waits for the other owners through the service.
    serviceMessage: serviceMessageSource(service),
    messagePollMs: Number(import.meta.env.VITE_SAFE_POLL_INTERVAL) || undefined,
  })
}

/**
 * The Safe's queue on the staking screen, loaded through this module so the first load
 * carries no reference to its chunks (this module is itself loaded only inside a frame).
 */
export const loadSafeQueuePanel = () => import('./staking/safeQueue/SafeQueuePanel')
