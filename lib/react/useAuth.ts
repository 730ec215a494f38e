import { createContext, useContext } from 'react'
import type { AuthStore } from '../auth/store'

/**
 * The sign-in store, when the app requires Sign-In with Ethereum. Null (the default): no
 * sign-in, the connection status never becomes `unauthenticated`.
 */
export const AuthContext = createContext<AuthStore | null>(null)

export function useAuthStore(): AuthStore | null {
  return useContext(AuthContext)
}
