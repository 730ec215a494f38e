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
