import type { Address } from 'viem'
import type { Config } from '../config'
import type { State } from '../types'
import { createTabChannel, type AuthMessage, type TabChannel } from './channel'
import type { AuthenticationAdapter, AuthSession, AuthState } from './types'
import { isAddressLike } from '../address'
import { registerOneClick } from './oneClick'

/** Parameters of createAuthStore: the config whose account is signed in, and the app's adapter. */
export interface CreateAuthStoreParameters {
  /** The kit config (from createConfig) whose connected account signs in. */
  config: Pick<Config, 'store' | 'emitter' | 'storage'>
  /** How the kit reaches the app's sign-in server. */
  adapter: AuthenticationAdapter
  /** Name of the channel the site's tabs share; default `<storage prefix>auth`. */
  channelName?: string
  /** Tests pass their own channel. */
  createChannel?: (name: string) => TabChannel
  /**
   * The sign-in the app's server found for this request (a Server Component reads it with
   * `@porch/kit/server`'s `readSession`), or null when it found none. The store starts in
   * that state instead of `loading`, so the server HTML and the hydrating page already show
   * it and a signed-in user never sees 'Verify your account' first; once started, the
   * adapter's `getSession` confirms a session (gone: unauthenticated). A value that is not a
   * well-formed session is ignored. Undefined (the default): `loading` until `getSession` answers.
   */
  initialSession?: AuthSession | null | undefined
}

/** Sign-In with Ethereum state for one config: subscribe to it, sign in, sign out. Made by createAuthStore; hand it to the provider through AuthContext. */
export interface AuthStore {
  /** The adapter the store was created with (the sign-in modal calls it). */
  readonly adapter: AuthenticationAdapter
  /** The current sign-in status and session. */
  getState(): AuthState
  /** Call `listener` after every change of the state; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  /** Record the session the server just opened (after `verify`), here and in the other tabs. */
  signedIn(session: AuthSession): void
  /** End the session here, in the other tabs and on the server. Never throws. */
  signOut(): Promise<void>
  /** Start listening (wallet, other tabs) and load the stored session; idempotent. Returns `destroy`. */
  start(): () => void
  /** Stop listening to the wallet and the other tabs and close the tab channel; the session is kept. */
  destroy(): void
}

const live = (s: State['status']) => s === 'connected' || s === 'unauthenticated'
const isSession = (v: unknown): v is AuthSession => {
  if (typeof v !== 'object' || v === null) return false
  const { address, chainId } = v as Record<string, unknown>
  return isAddressLike(address) && typeof chainId === 'number' && Number.isSafeInteger(chainId) && chainId > 0
}
const same = (a: Address | undefined, b: Address | undefined) => a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()

/**
 * The sign-in state of one kit config, and the rule tying it to the connection: while a
 * wallet is connected, the connection status is `connected` only when the session belongs
 * to that wallet's account, `unauthenticated` otherwise. The session ends when the wallet
 * disconnects or switches account (not when another tab signs in with another account:
 * that only leaves this tab unauthenticated). Sign-in and sign-out reach the site's other
 * tabs through a BroadcastChannel.
 */
export function createAuthStore({ config, adapter, channelName, createChannel = createTabChannel, initialSession }: CreateAuthStoreParameters): AuthStore {
  const known = initialSession === null ? null : isSession(initialSession) ? { address: initialSession.address, chainId: initialSession.chainId } : undefined
  let state: AuthState =
    known ? { status: 'authenticated', session: known } : { status: known === undefined && adapter.getSession ? 'loading' : 'unauthenticated', session: undefined }
  // The server's session is a snapshot of the request: getSession confirms it once started.
  let confirm = known !== undefined && known !== null
  const listeners = new Set<() => void>()
  let channel: TabChannel | undefined
  let stops: Array<() => void> = []
  // Bumped on every change, so a late getSession answer cannot undo a newer sign-in/out.
  let generation = 0
  let loading = false

  /** Map the sign-in state onto the connection status. */
  const apply = () => {
    const s = config.store.getState()
    if (!live(s.status)) return
    const ok = state.status === 'authenticated' && same(state.session?.address, s.accounts[0])
    const want = ok ? 'connected' : 'unauthenticated'
    if (s.status === want) return
    config.store.setState((p) => ({ ...p, status: want }))
  }

  const set = (next: AuthState) => {
    if (next.status === state.status && next.session === state.session) return
    state = next
    generation++
    for (const l of [...listeners]) l()
    apply()
  }

  const signOut = async () => {
    const had = state.status !== 'unauthenticated'
    set({ status: 'unauthenticated', session: undefined })
    if (!had) return
    channel?.post({ type: 'signedOut' })
    try {
      await adapter.signOut()
    } catch {
      // Signed out here either way; the server session expires on its own.
    }
  }

  const onMessage = (m: AuthMessage) => {
    if (m.type === 'signedOut') set({ status: 'unauthenticated', session: undefined })
    else set({ status: 'authenticated', session: m.session })
  }

  const onCore = (next: State, prev: State) => {
    // Account change while signed in as the previous account: the session ends.
    if (
      live(prev.status) &&
      live(next.status) &&
      next.accounts[0] !== undefined &&
      !same(prev.accounts[0], next.accounts[0]) &&
      state.status === 'authenticated' &&
      same(state.session?.address, prev.accounts[0])
    ) {
      void signOut()
      return
    }
    apply()
  }

  const loadSession = () => {
    if (!adapter.getSession || loading || (state.status !== 'loading' && !confirm)) return
    confirm = false
    loading = true
    const gen = generation
    adapter.getSession().then(
      (session) => {
        loading = false
        if (gen !== generation) return
        if (!session) set({ status: 'unauthenticated', session: undefined })
        else if (!(state.status === 'authenticated' && same(state.session?.address, session.address) && state.session?.chainId === session.chainId)) {
          set({ status: 'authenticated', session })
        }
      },
      () => {
        loading = false
        if (gen === generation) set({ status: 'unauthenticated', session: undefined })
      },
    )
  }

  const destroy = () => {
    for (const stop of stops.splice(0)) stop()
    channel?.close()
    channel = undefined
  }

  return {
    adapter,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    signedIn(session) {
      set({ status: 'authenticated', session })
      channel?.post({ type: 'signedIn', session })
    },
    signOut,
    start() {
      if (stops.length > 0) return destroy
      channel = createChannel(channelName ?? `${config.storage.prefix}auth`)
      stops = [
        channel.subscribe(onMessage),
        config.store.subscribe(onCore),
        config.emitter.on('disconnect', () => {
          if (state.status !== 'unauthenticated') void signOut()
        }),
        // connect() asks a wallet that can to sign in with the connection (one approval).
        registerOneClick(config.store, {
          adapter,
          isSignedIn: () => state.status === 'authenticated',
          signedIn: (session) => {
            set({ status: 'authenticated', session })
            channel?.post({ type: 'signedIn', session })
          },
        }),
      ]
      loadSession()
      apply()
      return destroy
    },
    destroy,
  }
}
