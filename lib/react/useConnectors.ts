import { useSyncExternalStore } from 'react'
import type { Connector } from '../core/types'
import { useConfig, type UseConfigParameters } from './context'

/** Parameters of useConnectors (wagmi's): an optional `config`. */
export type UseConnectorsParameters = UseConfigParameters

/** All connectors, including wallets discovered through EIP-6963 once PorchProvider mounted (the configured ones while hydrating). */
export function useConnectors(parameters: UseConnectorsParameters = {}): readonly Connector[] {
  const config = useConfig(parameters)
  return useSyncExternalStore(config.subscribeConnectors, config.getConnectors, config.getServerConnectors)
}
