import { useMemo, useSyncExternalStore } from 'react'
import { connectionOf, type GetConnectionReturnType } from '../core/actions/getConnection'
import { useConfig, type UseConfigParameters } from './context'

/** Parameters of useConnection (wagmi's): an optional `config`. */
export type UseConnectionParameters = UseConfigParameters

/** What useConnection returns: getConnection's union on `status` (wagmi's fields, plus the kit's `isUnsupported` and `error`). */
export type UseConnectionReturnType = GetConnectionReturnType

/**
 * The connected account, chain, connector and status (wagmi 3's useConnection, wagmi 2's
 * useAccount); re-renders when they change. A wallet that is connected but has not signed
 * in yet (the app has an auth adapter) is `connected` here, as in wagmi; whether it signed
 * in is useAuth's `status`, and writes refuse with SignInRequiredError until it has. Adds
 * two fields to wagmi's: `isUnsupported` (connected on a chain the app does not configure)
 * and `error` (why the last connect attempt failed).
 *
 * @example
 * ```tsx
 * import { useConnection } from '@porch/kit/react'
 *
 * function Account() {
 *   const connection = useConnection()
 *   return connection.status === 'connected' ? <p>{connection.address}</p> : <p>{connection.status}</p>
 * }
 * ```
 */
export function useConnection(parameters: UseConnectionParameters = {}): UseConnectionReturnType {
  const config = useConfig(parameters)
  const state = useSyncExternalStore(config.store.subscribe, config.getState, config.getServerState)
  // A connector announced late (EIP-6963) can be the connector of the connection.
  const connectors = useSyncExternalStore(config.subscribeConnectors, config.getConnectors, config.getServerConnectors)
  // One object per state and connector list, as useSyncExternalStore's callers expect.
  return useMemo(() => connectionOf(config, state, connectors), [config, state, connectors])
}
