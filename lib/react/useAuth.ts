import { createContext, useContext, useSyncExternalStore } from 'react'
import type { AuthStore } from '../auth/store'
import type { AuthState } from '../auth/types'

/**
 * The sign-in store, when the app requires Sign-In with Ethereum. Null (the default): no
 * sign-in, the connection status never becomes `unauthenticated`.
 */
export const AuthContext = createContext<AuthStore | null>(null)

export function useAuthStore(): AuthStore | null {
  return useContext(AuthContext)
}

const NONE: AuthState = { status: 'unauthenticated', session: undefined }
const noop = () => () => {}

/** Sign-in status and session; `unauthenticated` when the app has no sign-in. */
export function useAuthState(): AuthState {
  const store = useAuthStore()
  return useSyncExternalStore(store?.subscribe ?? noop, store?.getState ?? (() => NONE), store?.getState ?? (() => NONE))
}
