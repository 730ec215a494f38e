import type { Config } from '../config'
import { connectionsOf } from '../config/connections'
import type { Connection } from '../types'

export type { Connection } from '../types'
export { connectionsOf } from '../config/connections'

/**
 * The live connections. The kit has one active connection at a time (connecting another
 * wallet leaves the previous one), so the list holds at most one; wagmi keeps several.
 */
export type GetConnectionsReturnType = Connection[]

/** getConnections never throws. */
export type GetConnectionsErrorType = never

/**
 * The live connections (wagmi 3's getConnections): a list of at most one `{ accounts,
 * chainId, connector }`, since the kit has one active connection at a time.
 */
export function getConnections(config: Config): GetConnectionsReturnType {
  return connectionsOf(config)
}
