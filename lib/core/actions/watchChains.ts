import type { Chain } from 'viem'
import type { Config } from '../config'

/** Parameters of watchChains (wagmi's). */
export interface WatchChainsParameters {
  /** Called when the config's chains change. */
  onChange(chains: readonly [Chain, ...Chain[]], prevChains: readonly [Chain, ...Chain[]]): void
}

/**
 * wagmi's `watchChains`. A kit config's chains are fixed when it is created (wagmi lets
 * chains be added at run time), so `onChange` is never called; the function exists so
 * code written for wagmi keeps working. Returns what stops it.
 */
export function watchChains(_config: Config, _parameters: WatchChainsParameters): () => void {
  return () => {}
}
