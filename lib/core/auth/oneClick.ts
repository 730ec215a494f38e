/**
 * Connect and sign in with one wallet approval. The auth store registers itself here for
 * its config while started; connect() then asks a connector that can (WalletConnect's
 * `connect({ authentication })`, ERC-7846 `wallet_connect`) to sign the EIP-4361 message
 * in the connection prompt, and hands what comes back to the adapter's `verify`. Small on
 * purpose: connect() is in every first load, the protocols load with their connectors.
 */
import type { Address, Hex } from 'viem'
import { isAddressLike } from '../address'
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

/** The request for this attempt: a fresh nonce and the adapter's fields, else the page's origin. */
export async function createSignInRequest(adapter: AuthenticationAdapter, chainIds: readonly number[]): Promise<SignInRequest> {
  const [nonce, params] = await Promise.all([adapter.getNonce(), adapter.getMessageParams?.()])
  const where = typeof location === 'undefined' ? undefined : location
  const domain = params?.domain ?? where?.host
  const uri = params?.uri ?? where?.origin
  if (!domain || !uri) throw new Error('A one-approval sign-in needs a domain and a URI: give them with the adapter\'s getMessageParams outside a browser.')
  return { nonce, domain, uri, ...(params?.statement ? { statement: params.statement } : {}), chainIds }
}

/** The account and chain an EIP-4361 message names (its second line and its `Chain ID:` line). */
export function signedAccount(message: string): AuthSession | undefined {
  const lines = message.split('\n')
  const address = lines[1]?.trim()
  const chain = /^Chain ID: (\d+)$/m.exec(message)?.[1]
  const chainId = chain === undefined ? NaN : Number(chain)
  if (!isAddressLike(address) || !Number.isSafeInteger(chainId) || chainId <= 0) return undefined
  return { address: address as Address, chainId }
}

/**
 * Verify what came with the connection and record the session. False when there is no
 * proof, the server refused it, or it names another account than the connected one: the
 * user then signs in with the 'Verify your account' dialog (two steps), as before.
 */
export async function completeOneClick(host: OneClickHost, proof: SignInProof | undefined, account: Address | undefined): Promise<boolean> {
  if (!proof || !account) return false
  const session = signedAccount(proof.message)
  if (!session || session.address.toLowerCase() !== account.toLowerCase()) return false
  const ok = await host.adapter.verify(proof).catch(() => false)
  if (ok) host.signedIn({ address: account, chainId: session.chainId })
  return ok
}
