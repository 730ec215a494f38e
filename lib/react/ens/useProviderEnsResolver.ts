import { useEffect, useState } from 'react'
import { lazyImport } from '../../core/lazy'
import type { KitStorage } from '../../core/storage'
import type { EnsResolver } from '../../core/ens/types'

// ENS is optional: its resolver and cache load only for apps that give an ENS node.
const loadResolver = lazyImport(() => import('../../core/ens/resolver'))

/**
 * The provider's ENS resolver: null without `rpcUrl` (names and avatars stay off), else
 * made once its code has loaded. A failed load leaves ENS off until the next mount.
 */
export function useProviderEnsResolver(rpcUrl: string | undefined, storage: KitStorage): EnsResolver | null {
  const [made, setMade] = useState<{ rpcUrl: string; storage: KitStorage; resolver: EnsResolver }>()
  useEffect(() => {
    if (!rpcUrl) return
    let live = true
    loadResolver().then(
      ({ createEnsResolver }) => {
        if (live) setMade({ rpcUrl, storage, resolver: createEnsResolver({ rpcUrl, storage }) })
      },
      (error: unknown) => console.warn('[ens] could not load the resolver; names stay off.', error),
    )
    return () => {
      live = false
    }
  }, [rpcUrl, storage])
  return made !== undefined && made.rpcUrl === rpcUrl && made.storage === storage ? made.resolver : null
}
