/**
 * WalletConnect one-click authentication (sign-client 2.25's `connect({ authentication })`):
 * the session proposal carries a CAIP-122 sign-in request, the wallet's one approval answers
 * with the session and a CACAO, and the CACAO becomes the EIP-4361 text and signature the
 * app's adapter verifies. A wallet that does not know the request approves the session alone.
 */
import type { Hex } from 'viem'
import type { SignInProof, SignInRequest } from '../../core/auth/oneClick'
import { toEip155Chain } from './caip'
import type { SignClient } from './loader'

/** How long the wallet may take to approve (the proposal's own default lifetime, 5 min). */
const AUTH_TTL_S = 300

/** The proposal's `authentication` entry for this sign-in. */
export function authenticationRequest(r: SignInRequest, methods: readonly string[]) {
  return {
    domain: r.domain,
    uri: r.uri,
    nonce: r.nonce,
    chains: r.chainIds.map(toEip155Chain),
    ttl: AUTH_TTL_S,
    ...(r.statement ? { statement: r.statement } : {}),
    resources: [encodeRecap(methods)],
  }
}

/**
 * EIP-5573 ReCap: the session's methods the sign-in also authorises (the wallet adds its
 * sentence to the statement). Keys sorted, as the EIP asks, base64url without padding.
 * https://eips.ethereum.org/EIPS/eip-5573
 */
export function encodeRecap(methods: readonly string[]): string {
  const abilities: Record<string, [Record<string, never>]> = {}
  for (const m of [...methods].sort()) abilities[`request/${m}`] = [{}]
  const json = JSON.stringify({ att: { eip155: abilities } })
  const b64 = btoa(String.fromCharCode(...new TextEncoder().encode(json)))
  return `urn:recap:${b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`
}

interface CacaoLike {
  p: { iss: string } & Record<string, unknown>
  s: { t: string; s: string }
}

/** The CACAO of the session, as the message the wallet signed and its signature; undefined when the wallet sent none. */
export function proofFromSession(client: SignClient, session: { authentication?: unknown }): SignInProof | undefined {
  const cacao = Array.isArray(session.authentication) ? (session.authentication[0] as CacaoLike | undefined) : undefined
  if (!cacao || typeof cacao.p?.iss !== 'string' || typeof cacao.s?.s !== 'string' || !/^0x[0-9a-fA-F]*$/.test(cacao.s.s)) return undefined
  try {
    const message = client.formatAuthMessage({ request: cacao.p as unknown as Parameters<SignClient['formatAuthMessage']>[0]['request'], iss: cacao.p.iss })
    return { message, signature: cacao.s.s as Hex }
  } catch {
    return undefined // not a message we can rebuild: sign in with the dialog instead
  }
}
