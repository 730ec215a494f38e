import { type AuthStore, type Config, createAuthStore } from '@porch/kit'
import { createSiweAdapter } from './siweAdapter'

/** The site's sign-in store (loaded only in builds with VITE_SIWE=on). */
export function createSiteAuth(config: Config): AuthStore {
  return createAuthStore({ config, adapter: createSiweAdapter() })
}
