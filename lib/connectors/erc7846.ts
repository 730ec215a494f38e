/**
 * ERC-7846 `wallet_connect` with the sign-in capability: the wallet connects and signs the
 * EIP-4361 message it builds from the request in one prompt. https://eips.ethereum.org/EIPS/eip-7846
 * Loaded on the first connect that asks for it, not with the page.
 */
import type { Address, Hex } from 'viem'
import type { SignInProof, SignInRequest } from '../core/auth/oneClick'
import { isAddressLike } from '../core/address'
import { rpc, toHexChainId, type Eip1193 } from './eip1193'

/** What `wallet_connect` gave: the accounts and, when the wallet signed, the message. */
export interface WalletConnectAnswer {
  accounts: Address[]
  proof: SignInProof | undefined
}

/**
 * The capability under both names wallets read: `signInWithEthereum` (ERC-7846, Coinbase's
 * and Base's wallets) and `unstable_signInWithEthereum` (viem 2.57's type, Porto).
 */
export function signInCapabilities(r: SignInRequest) {
  const siwe = {
    nonce: r.nonce,
    chainId: toHexChainId(r.chainIds[0]!),
    domain: r.domain,
    uri: r.uri,
    version: '1',
    ...(r.statement ? { statement: r.statement } : {}),
  }
  return { signInWithEthereum: siwe, unstable_signInWithEthereum: siwe }
}

/**
 * Ask `wallet_connect`; 'unsupported' when the wallet does not know the method (-32601,
 * EIP-1193's 4200, or a "method not found" sentence), which the caller remembers. Any
 * other error (4001 first of all) is the user's answer and is thrown.
 */
export async function requestWithSignIn(p: Eip1193, r: SignInRequest): Promise<WalletConnectAnswer | 'unsupported'> {
  let answer: unknown
  try {
    answer = await rpc(p, 'wallet_connect', [{ version: '1', capabilities: signInCapabilities(r) }])
  } catch (e) {
    if (isMethodMissing(e)) return 'unsupported'
    throw e
  }
  const list = (answer as { accounts?: unknown } | null)?.accounts
  const entries = Array.isArray(list) ? (list as Array<{ address?: unknown; capabilities?: Record<string, unknown> }>) : []
  const accounts = entries.map((a) => a?.address).filter((a): a is Address => isAddressLike(a))
  const caps = entries[0]?.capabilities
  return { accounts, proof: readProof(caps?.signInWithEthereum) ?? readProof(caps?.unstable_signInWithEthereum) }
}

function readProof(raw: unknown): SignInProof | undefined {
  const v = raw as { message?: unknown; signature?: unknown } | null | undefined
  if (typeof v?.message !== 'string' || typeof v.signature !== 'string' || !/^0x[0-9a-fA-F]*$/.test(v.signature)) return undefined
  return { message: v.message, signature: v.signature as Hex }
}

const MISSING = /method (not found|not supported|does not exist)|not supported|unsupported method|does not support/i

function isMethodMissing(e: unknown): boolean {
  const { code, message } = (e ?? {}) as { code?: unknown; message?: unknown }
  return code === -32601 || code === 4200 || code === 4100 || (typeof message === 'string' && MISSING.test(message) && code !== 4001)
}
