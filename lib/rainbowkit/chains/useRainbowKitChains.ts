import { useCallback, useEffect, useState } from 'react'
import type { Chain as ViemChain } from 'viem'
import type { ChainWithIcon } from '../../ui/ChainIcon/chainMeta'
import { rainbowKitChain, type Chain } from './chains'

/**
 * The decorator RainbowKitProvider hands the kit (ChainDisplayContext): RainbowKit's chain
 * names and icons. A chain whose `iconUrl` is a function (RainbowKit's lazy icons) is asked
 * once mounted; until it answers (or if it fails) the kit's mark or no icon shows.
 */
export function useRainbowKitChains(chains: readonly ViemChain[]): (chain: ViemChain) => ChainWithIcon {
  const [loaded, setLoaded] = useState<ReadonlyMap<number, string>>(() => new Map())
  useEffect(() => {
    let live = true
    for (const chain of chains as readonly Chain[]) {
      const load = chain.iconUrl
      if (typeof load !== 'function') continue
      load().then(
        (url) => live && typeof url === 'string' && setLoaded((m) => new Map(m).set(chain.id, url)),
        () => {}, // no icon for it; the name still shows
      )
    }
    return () => {
      live = false
    }
  }, [chains])
  return useCallback((chain: ViemChain) => rainbowKitChain(chain, loaded.get(chain.id)), [loaded])
}
