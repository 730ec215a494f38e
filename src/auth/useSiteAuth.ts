import { useEffect, useState } from 'react'
import type { AuthStore, Config } from '@porch/kit'

/** Sign-In with Ethereum is on only in builds made with VITE_SIWE=on. */
export const SIWE_ENABLED = import.meta.env.VITE_SIWE === 'on'

/**
 * The site's sign-in store, loaded on demand (null until it has loaded). Used only when
 * SIWE_ENABLED: with VITE_SIWE off the bundler drops this hook and its import, so none of
 * the sign-in code (store, adapter, viem's SIWE helpers) is in the build.
 */
export function useSiteAuth(config: Config): AuthStore | null {
  const [store, setStore] = useState<AuthStore | null>(null)
  useEffect(() => {
    // Written out in full (not SIWE_ENABLED) so the build folds it and drops the chunk when off.
    if (import.meta.env.VITE_SIWE !== 'on') return
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./setup').then(({ createSiteAuth }) => {
      if (cancelled) return
      const auth = createSiteAuth(config)
      stop = auth.start()
      setStore(auth)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [config])
  return store
}
