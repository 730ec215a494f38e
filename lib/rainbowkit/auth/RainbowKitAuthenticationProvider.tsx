import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { useConfig } from '../../react/context'
import { AuthContext } from '../../react/useAuth'
import { createControlledAuthStore, kitAdapterOf } from './bridge'
import type { AuthenticationConfig, RainbowKitAuthenticationAdapter } from './types'

/** Props of RainbowKitAuthenticationProvider (RainbowKit's). */
export interface RainbowKitAuthenticationProviderProps<Message> extends AuthenticationConfig<Message> {
  /** False: no sign-in at all (the kit behaves as without an adapter). Default true. */
  enabled?: boolean
  /** The app, with RainbowKitProvider inside. */
  children: ReactNode
}

/**
 * RainbowKit's adapter, returned as given (RainbowKit's helper for type inference).
 * @example
 * ```ts
 * const adapter = createAuthenticationAdapter({ getNonce, createMessage, verify, signOut })
 * ```
 */
export function createAuthenticationAdapter<Message>(adapter: RainbowKitAuthenticationAdapter<Message>): RainbowKitAuthenticationAdapter<Message> {
  return adapter
}

/**
 * Sign-In with Ethereum with RainbowKit's props, over the kit's sign-in (`AuthContext`): the
 * app owns `status`; while a wallet is connected and `status` is 'unauthenticated', the
 * Connect modal shows 'Verify your account' and writes wait for sign-in. Keep `adapter`
 * stable (module level or memoized): a new adapter starts a new sign-in store.
 */
export function RainbowKitAuthenticationProvider<Message = unknown>({ adapter, status, enabled = true, children }: RainbowKitAuthenticationProviderProps<Message>) {
  const config = useConfig()
  const [store, setStore] = useState(() => ({ adapter, store: createControlledAuthStore(config, kitAdapterOf(config, adapter), status) }))
  if (store.adapter !== adapter) setStore({ adapter, store: createControlledAuthStore(config, kitAdapterOf(config, adapter), status) })
  const auth = store.store
  // Before paint: the button never shows a status the app has already left.
  useLayoutEffect(() => auth.setStatus(status), [auth, status])
  useEffect(() => (enabled ? auth.start() : undefined), [auth, enabled])
  return <AuthContext.Provider value={enabled ? auth : null}>{children}</AuthContext.Provider>
}
