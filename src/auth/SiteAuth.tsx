import type { ReactNode } from 'react'
import type { Config } from '@porch/kit'
import { AuthContext } from '@porch/kit/react'
import { useSiteAuth } from './useSiteAuth'

/** Provides the site's sign-in store to the kit (only rendered when SIWE_ENABLED). */
export function SiteAuth({ config, children }: { config: Config; children: ReactNode }) {
  const auth = useSiteAuth(config)
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
}
