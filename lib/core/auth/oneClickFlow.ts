/** A one-approval attempt: the request the wallet signs, and verifying what came back (loaded on demand by connect()). */
import type { Address } from 'viem'
import { isAddressLike } from '../address'
import type { OneClickHost, SignInProof, SignInRequest } from './oneClick'
import type { AuthenticationAdapter, AuthSession } from './types'

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
