import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react'
import type { Address } from 'viem'
import type { AuthStore } from '../core/auth/store'
import type { Config } from '../core/config'
import type { AuthState, AuthStatus } from '../core/auth/types'
import { lazyImport } from '../core/lazy'
import { useConfig } from './context'

/**
 * The sign-in store, when the app requires Sign-In with Ethereum. Null (the default): no
 * sign-in, the connection status never becomes `unauthenticated`.
 */
export const AuthContext = createContext<AuthStore | null>(null)

export function useAuthStore(): AuthStore | null {
  return useContext(AuthContext)
}

// The flow and personal_sign (with viem's hex encoding) load with the first sign-in, not the page.
const loadFlow = lazyImport(() => import('../core/auth/signInChunk'))

/** What useAuth returns: the sign-in status and the two actions. */
export interface UseAuthReturnType {
  /** `loading` until a stored session is known; `authenticated` once the connected account signed in. Without an adapter: `unauthenticated`, and `required` is false. */
  status: AuthStatus
  /** The signed-in address, or undefined. */
  address: Address | undefined
  /** True when the app has an authentication adapter (AuthContext): then writes wait for sign-in. */
  required: boolean
  /**
   * One sign-in attempt with the connected wallet (nonce, message, personal_sign, verify),
   * without the dialog. Resolves true once signed in, false when refused or declined.
   */
  signIn(): Promise<boolean>
  /** End the session here, in the other tabs and on the server. Never throws. */
  signOut(): Promise<void>
}

/**
 * One sign-in attempt with the connected wallet (nonce, message, personal_sign, verify),
 * without the dialog: useAuth's signIn, and useConnect's step after connecting when no
 * ModalProvider shows 'Verify your account'. Resolves true once signed in.
 */
export async function signInOnce(config: Config, store: AuthStore): Promise<boolean> {
  const { createSignInFlow, signMessage } = await loadFlow()
  const flow = createSignInFlow({
    adapter: store.adapter,
    getAccount() {
      const { accounts, chainId } = config.getState()
      return accounts[0] && chainId !== undefined && config.isChainSupported(chainId) ? { address: accounts[0], chainId } : undefined
    },
    signMessage: ({ address, message }) => signMessage(config, { account: address, message }),
    onSignedIn: (session) => store.signedIn(session),
  })
  // The flow answers only while started (a dialog that closed drops its answers): started
  // for this one attempt, which takes the nonce the start fetches.
  const stop = flow.start()
  try {
    await flow.signIn()
  } finally {
    stop()
  }
  return store.getState().status === 'authenticated'
}

const NONE: AuthState = { status: 'unauthenticated', session: undefined }
const noSubscribe = () => () => {}

/**
 * Sign-in (Sign-In with Ethereum) status and actions, separate from the connection:
 * useAccount says a wallet is connected, useAuth says whether it signed in. While an
 * adapter is present and the user has not signed in, writes refuse with SignInRequiredError.
 */
export function useAuth(): UseAuthReturnType {
  const config = useConfig()
  const store = useAuthStore()
  const get = () => store?.getState() ?? NONE
  const state = useSyncExternalStore(store?.subscribe ?? noSubscribe, get, get)
  const signIn = useCallback(async () => (store ? signInOnce(config, store) : false), [config, store])
  const signOut = useCallback(async () => {
    await store?.signOut()
  }, [store])
  return useMemo(
    () => ({ status: state.status, address: state.session?.address, required: store !== null, signIn, signOut }),
    [state, store, signIn, signOut],
  )
}
