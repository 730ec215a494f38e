import { useSyncExternalStore } from 'react'
import type { Connector } from '../core/types'
import { useConfig } from './context'

/** All connectors, including wallets discovered through EIP-6963 once PorchProvider mounted (the configured ones while hydrating). */
export function useConnectors(): readonly Connector[] {
  const config = useConfig()
  return useSyncExternalStore(config.subscribeConnectors, config.getConnectors, config.getServerConnectors)
}
