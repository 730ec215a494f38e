import type { Chain } from 'viem'
import type { Config } from '../config'

/** The config's chains, the default first (wagmi's `getChains`). */
export function getChains(config: Config): readonly [Chain, ...Chain[]] {
  return config.chains
}
