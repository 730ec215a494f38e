import { useSyncExternalStore } from 'react'
import type { Connector } from '../core/types'
import { useConfig } from './context'

/** All connectors, including wallets discovered later through EIP-6963. */
export function useConnectors(): readonly Connector[] {
  const config = useConfig()
  return useSyncExternalStore(config.subscribeConnectors, config.getConnectors, config.getConnectors)
}
