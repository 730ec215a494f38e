import type { Config } from '../config'
import type { Connector } from '../types'

/** Parameters of watchConnectors (wagmi's). */
export interface WatchConnectorsParameters {
  /** Called with the new list and the previous one when a wallet announces itself (EIP-6963). */
  onChange(connectors: readonly Connector[], prevConnectors: readonly Connector[]): void
}

/** Stops watching (wagmi's `WatchConnectorsReturnType`). */
export type WatchConnectorsReturnType = () => void

/** Calls `onChange` whenever the connector list changes; returns what stops it. */
export function watchConnectors(config: Config, { onChange }: WatchConnectorsParameters): WatchConnectorsReturnType {
  let prev = config.getConnectors()
  return config.subscribeConnectors(() => {
    const next = config.getConnectors()
    if (next === prev) return
    const before = prev
    prev = next
    onChange(next, before)
  })
}
