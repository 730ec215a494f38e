import type { Chain as ViemChain } from 'viem'
import type { ChainWithIcon } from '../../ui/ChainIcon/chainMeta'
import { chainMark } from './icon'
import { knownChain } from './table'

/** RainbowKit's `Chain`: a viem chain that may carry its icon and the colour behind it. */
export interface Chain extends ViemChain {
  /** An image URL, a function resolving to one (loaded when first shown), or null for none. */
  iconUrl?: string | (() => Promise<string>) | null
  /** CSS colour behind the icon. */
  iconBackground?: string
}

const icons = new Map<number, string>()

/**
 * A chain as RainbowKit shows it: RainbowKit's name where it has one ("Optimism", not viem's
 * "OP Mainnet"), and the chain object's own icon, else the kit's mark for a chain RainbowKit
 * knows. A string `iconUrl` is used as given; a function one is not called here (see
 * useChainIcons).
 */
export function rainbowKitChain(chain: ViemChain, loaded?: string): ChainWithIcon {
  const own = chain as Chain
  const known = knownChain(chain.id)
  const ownUrl = typeof own.iconUrl === 'string' ? own.iconUrl : loaded
  let iconUrl = ownUrl
  if (iconUrl === undefined && known && own.iconUrl !== null) {
    iconUrl = icons.get(chain.id) ?? chainMark(known.mark, known.background)
    icons.set(chain.id, iconUrl)
  }
  return {
    ...chain,
    name: known?.name ?? chain.name,
    ...(iconUrl !== undefined && { iconUrl }),
    ...((own.iconBackground ?? known?.background) !== undefined && { iconBackground: own.iconBackground ?? known?.background }),
  }
}
