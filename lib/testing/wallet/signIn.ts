/** The test wallet's ERC-7846 `wallet_connect` sign-in: the EIP-4361 message built from the app's capability, signed like personal_sign. */
import type { Address, Hex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { parseChainId, walletError } from './rpc'
import { signPersonal } from './signer'

/** The `signInWithEthereum` (or `unstable_signInWithEthereum`) capability of a `wallet_connect` request, or undefined. */
export function siweCapability(params: unknown): Record<string, unknown> | undefined {
  const first = (Array.isArray(params) ? params[0] : undefined) as { capabilities?: Record<string, unknown> } | undefined
  const caps = first?.capabilities ?? {}
  const siwe = caps.signInWithEthereum ?? caps.unstable_signInWithEthereum
  return typeof siwe === 'object' && siwe !== null ? (siwe as Record<string, unknown>) : undefined
}

/** The message the wallet shows and signs for `address`, as a wallet builds it from the request's fields. */
export async function signIn(siwe: Record<string, unknown>, address: Address, signer: PrivateKeyAccount, contractAccount: boolean): Promise<{ message: string; signature: Hex }> {
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined)
  const nonce = text(siwe.nonce)
  const domain = text(siwe.domain)
  const uri = text(siwe.uri)
  if (!nonce || !domain || !uri) throw walletError(-32602, 'signInWithEthereum needs a nonce, a domain and a uri.')
  const statement = text(siwe.statement)
  const message = createSiweMessage({ address, chainId: parseChainId(siwe.chainId), domain, uri, nonce, version: '1', issuedAt: new Date(), ...(statement ? { statement } : {}) })
  return { message, signature: await signPersonal(signer, message, contractAccount) }
}
