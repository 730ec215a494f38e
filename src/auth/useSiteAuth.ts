import { useEffect, useState } from 'react'
import type { AuthStore } from '../../lib/auth/store'
import type { Config } from '../../lib/core/config'

/** Sign-In with Ethereum is on only in builds made with VITE_SIWE=on. */
export const SIWE_ENABLED = import.meta.env.VITE_SIWE === 'on'

/**
 * The site's sign-in store, loaded on demand: with VITE_SIWE off the condition is the
 * constant false and the bundler drops the import, so none of the sign-in code (store,
 * adapter, viem's SIWE helpers) reaches the build's first load.
 */
export function useSiteAuth(config: Config): AuthStore | null {
  const [store, setStore] = useState<AuthStore | null>(null)
  useEffect(() => {
    if (!SIWE_ENABLED) return
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
