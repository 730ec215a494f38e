import type { Address, Hex } from 'viem'
import { isUserRejection } from '../errors'
import { SafeMessageCancelledError, SafeMessageExpiredError } from '../safe/messageErrors'
import type { AuthenticationAdapter, AuthSession } from './types'

/** The sign-in dialog's states. */
export type SignInStep = 'idle' | 'signing' | 'verifying'

/**
 * Why the last attempt failed (a user rejection is not an error). `cancelled`: the user
 * stopped waiting for a multisig Safe's owners; `expired`: they did not confirm in time.
 */
export type SignInError = 'preparing' | 'signing' | 'verifying' | 'unexpected' | 'cancelled' | 'expired'

export interface SignInFlowState {
  step: SignInStep
  /** A nonce is being fetched ('Preparing message...'). */
  preparing: boolean
  error: SignInError | undefined
}

export interface SignInFlowParameters {
  adapter: AuthenticationAdapter
  /** The connected account and chain, read when the user clicks. */
  getAccount(): { address: Address; chainId: number } | undefined
  /** personal_sign through the connected wallet. */
  signMessage(args: { address: Address; message: string }): Promise<Hex>
  /** The server accepted the signature. */
  onSignedIn(session: AuthSession): void
  /**
   * A sign-in message the wallet is still getting signed, kept across a reload (a multisig
   * Safe waiting for its owners). start() then resumes it (same text, same nonce) instead of starting over.
   */
  pendingMessage?(): string | undefined
  /** A prefetched nonce older than this is not used (the server's lifetime is 10 min). Default 5 min. */
  maxNonceAgeMs?: number
  now?: () => number
}

export interface SignInFlow {
  getState(): SignInFlowState
  subscribe(listener: () => void): () => void
  /** Prefetch a nonce so the first click signs at once; idempotent. Returns `stop`. */
  start(): () => void
  /** One attempt: nonce (fresh), message, signature, verify. Never retries on its own. */
  signIn(): Promise<void>
}

/**
 * The Sign-In with Ethereum attempt behind the 'Verify your account' dialog. Every attempt
 * uses its own nonce: a prefetched one is used at most once, and after any failure the next
 * attempt fetches a new one (a server that spends nonces on every verify, as it should,
 * would refuse a reused one; RainbowKit reuses it and fails every retry).
 */
export function createSignInFlow(p: SignInFlowParameters): SignInFlow {
  const now = p.now ?? Date.now
  const maxAge = p.maxNonceAgeMs ?? 5 * 60_000
  let state: SignInFlowState = { step: 'idle', preparing: false, error: undefined }
  const listeners = new Set<() => void>()
  let nonce: { value: string; at: number } | undefined
  // Answers of a stopped flow (epoch) or an older attempt (run) are dropped.
  let epoch = 0
  let run = 0
  let active = false
  let prefetching: Promise<void> | undefined

  const set = (patch: Partial<SignInFlowState>) => {
    state = { ...state, ...patch }
    for (const l of [...listeners]) l()
  }

  const prefetch = () => {
    if (prefetching || nonce) return
    const id = epoch
    set({ preparing: true })
    prefetching = p.adapter.getNonce().then(
      (value) => {
        prefetching = undefined
        if (id !== epoch) return
        nonce = { value, at: now() }
        set({ preparing: false })
      },
      () => {
        prefetching = undefined
        if (id !== epoch) return
        set({ preparing: false, error: 'preparing' })
      },
    )
  }

  /** Take the prefetched nonce (at most once) or fetch one now. */
  const takeNonce = async (): Promise<string> => {
    const held = nonce
    nonce = undefined
    if (held && now() - held.at <= maxAge) return held.value
    set({ preparing: true })
    try {
      return await p.adapter.getNonce()
    } finally {
      set({ preparing: false })
    }
  }

  const signIn = async (resumed?: string) => {
    if (state.step !== 'idle') return
    const id = ++run
    const current = () => id === run && active
    // A prefetch still in flight belongs to this attempt: wait for it rather than ask twice.
    if (prefetching) await prefetching
    if (!current()) return
    set({ error: undefined })
    let value = ''
    if (resumed === undefined) {
      try {
        value = await takeNonce()
      } catch {
        if (current()) set({ error: 'preparing' })
        return
      }
    }
    if (!current()) return
    try {
      const account = p.getAccount()
      if (!account) throw new Error('No connected account.')
      const message = resumed ?? p.adapter.createMessage({ address: account.address, chainId: account.chainId, nonce: value })
      set({ step: 'signing' })
      let signature: Hex
      try {
        signature = await p.signMessage({ address: account.address, message })
      } catch (e) {
        if (!current()) return
        // Rejected in the wallet: back to idle without a word.
        set({ step: 'idle', error: signingError(e) })
        prefetch()
        return
      }
      if (!current()) return
      set({ step: 'verifying' })
      let ok = false
      try {
        ok = await p.adapter.verify({ message, signature })
      } catch {
        ok = false
      }
      if (!current()) {
        // The dialog went away during verify, but the server may have opened a session: keep
        // it while the same account is connected, end it otherwise.
        if (ok) {
          const still = p.getAccount()
          if (still && still.address.toLowerCase() === account.address.toLowerCase()) p.onSignedIn({ address: account.address, chainId: account.chainId })
          else void p.adapter.signOut().catch(() => {})
        }
        return
      }
      if (!ok) {
        set({ step: 'idle', error: 'verifying' })
        prefetch()
        return
      }
      set({ step: 'idle' })
      p.onSignedIn({ address: account.address, chainId: account.chainId })
    } catch {
      if (!current()) return
      set({ step: 'idle', error: 'unexpected' })
      prefetch()
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    start() {
      if (!active) {
        active = true
        const resumed = p.pendingMessage?.()
        if (resumed === undefined) prefetch()
        else void signIn(resumed)
      }
      return () => {
        active = false
        epoch++
        run++
        prefetching = undefined
        nonce = undefined
        if (state.step !== 'idle' || state.preparing) state = { step: 'idle', preparing: false, error: state.error }
      }
    },
    signIn: () => signIn(),
  }
}

function signingError(e: unknown): SignInError | undefined {
  if (e instanceof SafeMessageCancelledError) return 'cancelled'
  if (e instanceof SafeMessageExpiredError) return 'expired'
  return isUserRejection(e) ? undefined : 'signing'
}
