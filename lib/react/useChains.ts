import type { Chain } from 'viem'
import { useConfig } from './context'

/** The config's chains, the default first (wagmi's `useChains`). */
export function useChains(): readonly [Chain, ...Chain[]] {
  return useConfig().chains
}
