import type { Config } from '../../lib/core/config'
import { createAuthStore, type AuthStore } from '../../lib/auth/store'
import { createSiweAdapter } from './siweAdapter'

/** The site's sign-in store (loaded only in builds with VITE_SIWE=on). */
export function createSiteAuth(config: Config): AuthStore {
  return createAuthStore({ config, adapter: createSiweAdapter() })
}
