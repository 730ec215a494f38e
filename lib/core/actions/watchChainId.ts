import type { Config } from '../config'
import { getChainId } from './getChainId'

/** Parameters of watchChainId (wagmi's). */
export interface WatchChainIdParameters {
  /** Called with the new chain id and the previous one whenever `getChainId` changes. */
  onChange(chainId: number, prevChainId: number): void
}

/** Calls `onChange` whenever the chain reads use changes (see getChainId); returns what stops it. */
export function watchChainId(config: Config, { onChange }: WatchChainIdParameters): () => void {
  let prev = getChainId(config)
  return config.store.subscribe(() => {
    const next = getChainId(config)
    if (next === prev) return
    const before = prev
    prev = next
    onChange(next, before)
  })
}
