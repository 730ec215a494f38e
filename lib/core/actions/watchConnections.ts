import type { Config } from '../config'
import { onConnectionChange } from '../connectionChanges'
import { connectionsOf, type GetConnectionsReturnType } from './getConnections'

/** Parameters of watchConnections (wagmi's). */
export interface WatchConnectionsParameters {
  /** Called with the new and the previous list after each change. */
  onChange(connections: GetConnectionsReturnType, prevConnections: GetConnectionsReturnType): void
}

/** Stops watching. */
export type WatchConnectionsReturnType = () => void

/** Call `onChange` whenever the list of connections (at most one, see getConnections) changes. */
export function watchConnections(config: Config, { onChange }: WatchConnectionsParameters): WatchConnectionsReturnType {
  let prev = connectionsOf(config)
  const check = () => {
    const next = connectionsOf(config)
    // connectionsOf keeps the list while the connection is the same.
    if (next === prev) return
    const before = prev
    prev = next
    onChange(next, before)
  }
  return onConnectionChange(config, check)
}
