import { useCallback, useSyncExternalStore } from 'react'
import { connectionsOf, type GetConnectionsReturnType } from '../core/actions/getConnections'
import { onConnectionChange } from '../core/connectionChanges'
import { useConfig, type UseConfigParameters } from './context'

/** Parameters of useConnections (wagmi's): an optional `config`. */
export type UseConnectionsParameters = UseConfigParameters

/** What useConnections returns: at most one `{ accounts, chainId, connector }` (see getConnections). */
export type UseConnectionsReturnType = GetConnectionsReturnType

/**
 * The live connections (wagmi 3's useConnections). The kit has one active connection at a
 * time, so the list holds at most one `{ accounts, chainId, connector }`; wagmi keeps several.
 *
 * @example
 * ```tsx
 * import { useConnections } from '@porch/kit/react'
 *
 * function Connections() {
 *   const connections = useConnections()
 *   return <ul>{connections.map((c) => <li key={c.connector.id}>{c.connector.name}: {c.accounts[0]}</li>)}</ul>
 * }
 * ```
 */
export function useConnections(parameters: UseConnectionsParameters = {}): UseConnectionsReturnType {
  const config = useConfig(parameters)
  const subscribe = useCallback((onChange: () => void) => onConnectionChange(config, onChange), [config])
  return useSyncExternalStore(
    subscribe,
    () => connectionsOf(config),
    () => connectionsOf(config, config.getServerState()),
  )
}
