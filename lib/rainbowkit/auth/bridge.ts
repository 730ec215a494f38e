import type { Config } from '../../core/config'
import { registerOneClick } from '../../core/auth/oneClick'
import type { AuthStore } from '../../core/auth/store'
import type { AuthenticationAdapter, AuthState } from '../../core/auth/types'
import type { State } from '../../core/types'
import type { AuthenticationStatus, RainbowKitAuthenticationAdapter } from './types'

const live = (s: State['status']) => s === 'connected' || s === 'unauthenticated'
const key = (a: { nonce: string; address: string; chainId: number }) => `${a.nonce}|${a.address.toLowerCase()}|${a.chainId}`

/**
 * RainbowKit's adapter as the kit's: the kit's sign-in flow makes its message at once after
 * the nonce, so a `createMessage` that answers with a promise is asked right after
 * `getNonce` (for the account connected then) and its answer is handed over when the flow
 * asks. The wallet signs text: a message that is not a string is refused in plain words.
 */
export function kitAdapterOf<Message>(config: Pick<Config, 'getState'>, adapter: RainbowKitAuthenticationAdapter<Message>): AuthenticationAdapter {
  const prepared = new Map<string, string>()
  const text = (m: unknown): string => {
    if (typeof m !== 'string') throw new TypeError('createMessage must return the message text (a string, e.g. from viem/siwe createSiweMessage): the wallet signs text.')
    return m
  }
  return {
    async getNonce() {
      const nonce = await adapter.getNonce()
      const { accounts, chainId } = config.getState()
      const address = accounts[0]
      if (address && chainId !== undefined) {
        const made = adapter.createMessage({ nonce, address, chainId })
        if (made instanceof Promise) {
          prepared.clear() // one attempt at a time: an older nonce is never signed
          prepared.set(key({ nonce, address, chainId }), text(await made))
        }
      }
      return nonce
    },
    createMessage(args) {
      const ready = prepared.get(key(args))
      if (ready !== undefined) return ready
      const made = adapter.createMessage(args)
      if (made instanceof Promise) throw new Error('The sign-in message was not ready for this account: try again.')
      return text(made)
    },
    verify: ({ message, signature }) => adapter.verify({ message: message as Message, signature }),
    signOut: () => adapter.signOut(),
  }
}

/**
 * An AuthStore whose status the app owns (RainbowKit's `RainbowKitAuthenticationProvider`
 * `status`): the kit reads it and ties the connection to it (a connected wallet is
 * `unauthenticated` until the app says `authenticated`), and signs out through the adapter
 * when the wallet disconnects or switches account while signed in, as RainbowKit does.
 */
export function createControlledAuthStore(config: Pick<Config, 'store' | 'emitter' | 'getState'>, adapter: AuthenticationAdapter, initial: AuthenticationStatus): AuthStore & { setStatus(status: AuthenticationStatus): void } {
  let status = initial
  // A one-approval sign-in the adapter's verify accepted: the app's own status follows from
  // that verify a render later, and until then the connection is not sent to 'Verify your account'.
  let verified = false
  let state: AuthState = stateOf(status, config.getState())
  const listeners = new Set<() => void>()
  let stops: Array<() => void> = []

  function stateOf(s: AuthenticationStatus, core: State): AuthState {
    const address = core.accounts[0]
    return s === 'authenticated' && address && core.chainId !== undefined ? { status: s, session: { address, chainId: core.chainId } } : { status: s, session: undefined }
  }
  const apply = () => {
    const s = config.store.getState()
    const next = stateOf(status, s)
    if (next.status !== state.status || next.session?.address !== state.session?.address || next.session?.chainId !== state.session?.chainId) {
      state = next
      for (const l of [...listeners]) l()
    }
    if (!live(s.status)) return
    const want = status === 'authenticated' || verified ? 'connected' : 'unauthenticated'
    if (s.status !== want) config.store.setState((p) => ({ ...p, status: want }))
  }
  const signOut = async () => {
    try {
      await adapter.signOut()
    } catch {
      // The app's status says what happened; the server session expires on its own.
    }
  }
  const destroy = () => {
    for (const stop of stops.splice(0)) stop()
  }
  return {
    adapter,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    // The app learns of the sign-in from its own verify and passes the new status.
    signedIn: () => {},
    signOut,
    setStatus(next) {
      if (next !== status) verified = false
      status = next
      apply()
    },
    start() {
      if (stops.length > 0) return destroy
      stops = [
        config.store.subscribe((next, prev) => {
          const switched = live(prev.status) && live(next.status) && next.accounts[0] !== undefined && prev.accounts[0]?.toLowerCase() !== next.accounts[0].toLowerCase()
          if (switched) verified = false
          if (switched && status === 'authenticated') void signOut()
          apply()
        }),
        config.emitter.on('disconnect', () => {
          verified = false
          if (status === 'authenticated') void signOut()
        }),
        // connect() asks a wallet that can to sign in with the connection (one approval): the
        // message and signature go to the app's verify, as in two steps, and its status follows.
        registerOneClick(config.store, {
          adapter,
          isSignedIn: () => status === 'authenticated',
          signedIn: () => {
            verified = true
          },
        }),
      ]
      apply()
      return destroy
    },
    destroy,
  }
}
