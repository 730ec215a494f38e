import type { Chain } from 'viem'
import { useConfig, type UseConfigParameters } from './context'

/** Parameters of useChains (wagmi's): an optional `config`. */
export type UseChainsParameters = UseConfigParameters

/** The config's chains, the default first (wagmi's `useChains`). */
export function useChains(parameters: UseChainsParameters = {}): readonly [Chain, ...Chain[]] {
  return useConfig(parameters).chains
}
