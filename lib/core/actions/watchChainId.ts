import type { Config } from '../config'
import { getChainId, type GetChainIdReturnType } from './getChainId'

/** Parameters of watchChainId (wagmi's `WatchChainIdParameters<config>`): the ids are the config's. */
export interface WatchChainIdParameters<config extends Config = Config> {
  /** Called with the new chain id and the previous one whenever `getChainId` changes. */
  onChange(chainId: GetChainIdReturnType<config>, prevChainId: GetChainIdReturnType<config>): void
}

/** Stops watching (wagmi's `WatchChainIdReturnType`). */
export type WatchChainIdReturnType = () => void

/** Calls `onChange` whenever the chain reads use changes (see getChainId); returns what stops it. */
export function watchChainId<config extends Config>(config: config, { onChange }: WatchChainIdParameters<config>): WatchChainIdReturnType {
  let prev = getChainId(config)
  return config.store.subscribe(() => {
    const next = getChainId(config)
    if (next === prev) return
    const before = prev
    prev = next
    onChange(next, before)
  })
}
