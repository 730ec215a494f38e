import type { ReactNode } from 'react'
import type { Config } from '../../lib/core/config'
import { AuthContext } from '../../lib/react/useAuth'
import { useSiteAuth } from './useSiteAuth'

/** Provides the site's sign-in store to the kit (only rendered when SIWE_ENABLED). */
export function SiteAuth({ config, children }: { config: Config; children: ReactNode }) {
  const auth = useSiteAuth(config)
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
}
