/**
 * Connect and sign in with one wallet approval. The auth store registers itself here for
 * its config while started; connect() then asks a connector that can (WalletConnect's
 * `connect({ authentication })`, ERC-7846 `wallet_connect`) to sign the EIP-4361 message
 * in the connection prompt, and hands what comes back to the adapter's `verify`. Only the
 * registry is here (connect() is in first loads); the attempt itself is oneClickFlow.ts, loaded
 * with the first connect that uses it, and the protocols load with their connectors.
 */
import type { Hex } from 'viem'
import type { AuthenticationAdapter, AuthSession } from './types'

/** What the wallet builds the EIP-4361 message from: the address is not known before the approval. */
export interface SignInRequest {
  /** The server's fresh nonce (the adapter's `getNonce`). */
  nonce: string
  /** RFC 3986 authority the message names (default: the page's host). */
  domain: string
  /** The URI the message names (default: the page's origin). */
  uri: string
  /** The sentence above the message; none by default. */
  statement?: string | undefined
  /** The app's chains, the preferred one first. */
  chainIds: readonly number[]
}

/** The signed message that came with the connection. */
export interface SignInProof {
  /** The EIP-4361 text the wallet signed. */
  message: string
  /** Its signature (EOA, ERC-1271 or ERC-6492), as `verify` takes it. */
  signature: Hex
}

/** Who verifies a one-approval sign-in and records the session: an auth store. */
export interface OneClickHost {
  readonly adapter: AuthenticationAdapter
  /** Whether the connected account is signed in already (then no message is asked). */
  isSignedIn(): boolean
  signedIn(session: AuthSession): void
}

const hosts = new WeakMap<object, OneClickHost>()

/** Register `host` for the config that owns `store`; returns the unregister function. */
export function registerOneClick(store: object, host: OneClickHost): () => void {
  hosts.set(store, host)
  return () => {
    if (hosts.get(store) === host) hosts.delete(store)
  }
}

/** The host of a config when one-approval sign-in applies (an adapter that did not turn it off). */
export function oneClickHost(store: object): OneClickHost | undefined {
  const host = hosts.get(store)
  return host && host.adapter.oneClick !== false && !host.isSignedIn() ? host : undefined
}
