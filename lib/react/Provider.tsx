import { useEffect, useState, type ReactNode } from 'react'
import type { Config } from '../core/config'
import { createQueryCache } from '../core/query'
import { reconnect } from '../core/actions/reconnect'
import { KitContext, type KitContextValue } from './context'

export interface MangoKitProviderProps {
  config: Config
  /** Reconnect the last wallet on load (spec section 9: auto-connect enabled). */
  autoConnect?: boolean
  children: ReactNode
}

/**
 * Owns the per-app state (query cache) so two providers on one page never share it;
 * runs auto-reconnect and focus refetch.
 */
export function MangoKitProvider({ config, autoConnect = true, children }: MangoKitProviderProps) {
  const [value] = useState<KitContextValue>(() => ({ config, queries: createQueryCache() }))
  useEffect(() => value.queries.watchFocus(), [value])
  useEffect(() => {
    if (autoConnect) void reconnect(config)
  }, [config, autoConnect])
  return <KitContext.Provider value={value}>{children}</KitContext.Provider>
}
