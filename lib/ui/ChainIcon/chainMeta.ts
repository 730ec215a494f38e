import { createContext, useContext } from 'react'
import type { Chain } from 'viem'

/**
 * viem's Chain has no icon; an app may add `iconUrl` / `iconBackground` to its chain
 * objects (as RainbowKit's chains do) and the button and chain modal show them.
 */
export type ChainWithIcon = Chain & { iconUrl?: string; iconBackground?: string }

export function chainIconUrl(chain: Chain | undefined): string | undefined {
  const url = (chain as ChainWithIcon | undefined)?.iconUrl
  return typeof url === 'string' && url !== '' ? url : undefined
}

export function chainIconBackground(chain: Chain | undefined): string | undefined {
  const bg = (chain as ChainWithIcon | undefined)?.iconBackground
  return typeof bg === 'string' && bg !== '' ? bg : undefined
}

/**
 * How a layer above names and draws chains (RainbowKit's chain names and icons): a function
 * from a chain to the same chain with its display name, `iconUrl` and `iconBackground`; the
 * chain object's own `iconUrl` / `iconBackground` win. Null: chains as the config has them.
 */
export const ChainDisplayContext = createContext<((chain: Chain) => ChainWithIcon) | null>(null)

const asIs = (chain: Chain): ChainWithIcon => chain

/** The chain as it is shown: see ChainDisplayContext. */
export function useChainDisplay(): (chain: Chain) => ChainWithIcon {
  return useContext(ChainDisplayContext) ?? asIs
}
