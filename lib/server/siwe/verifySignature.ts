import { hashMessage, isAddressEqual, isHex, recoverMessageAddress, size, type Address, type Hex } from 'viem'
import { getChainId } from 'viem/actions'
import { isErc6492Signature } from 'viem/utils'
import { toHex } from '../encoding'
import { ApiError } from '../errors'
import { trackedClient, type NodeSettings } from './nodeClient'
import { askErc1271, askErc6492, type Ask } from './contractSignature'

/** How the signature was proven. */
export type SignatureKind = 'eoa' | 'erc1271' | 'erc6492' | 'erc1271-legacy'

/**
 * Most JSON-RPC requests one signature check makes: chain id (when not confirmed lately),
 * code, the ERC-1271 answer, the legacy answer and the control question. The transport may
 * send each once more after a transport failure.
 */
export const NODE_CALLS_PER_CHECK = 5
/** A confirmed node chain id is trusted this long before it is asked again. */
const CHAIN_CHECK_MS = 5 * 60_000
/** A node failure is temporary: the same message and signature can be sent again. */
const RETRY = { 'Retry-After': '5' }

export interface SignatureVerifier {
  /**
   * Proves that `address` signed `message` (EIP-191 personal_sign). `beforeNode` runs once
   * before the node is asked anything (the caller counts the attempt there, and may refuse it).
   */
  verify(params: { address: Address; message: string; signature: Hex }, beforeNode?: () => Promise<void>): Promise<SignatureKind>
}

/**
 * 1. An EOA signature is recovered locally, with no RPC call.
 * 2. An ERC-6492 signature (a wallet not deployed yet) is validated by the ERC-6492
 *    validator in one simulated call with a gas cap, which must answer exactly 0x01.
 * 3. Otherwise the address must have code, and answer `isValidSignature(bytes32,bytes)` with
 *    exactly the ABI word of 0x1626ba7e, or the legacy `isValidSignature(bytes,bytes)` with
 *    exactly the word of 0x20c13b0b (the message hash as `data`: what Safe's compatibility
 *    handler passes on).
 * A contract that says yes is then asked the same question about a random hash nobody
 * signed: one that says yes to that too (an echo, a fallback that accepts everything) proves
 * nothing. The legacy magic value equals its own selector, so an account that echoes its
 * calldata would otherwise "sign" every message.
 * A node that cannot be reached, or is on another chain, throws a 503 ApiError, never
 * invalid_signature.
 */
export function createSignatureVerifier(node: NodeSettings, opts: { now?: () => number } = {}): SignatureVerifier {
  const now = opts.now ?? Date.now
  let chainConfirmedAt = Number.NEGATIVE_INFINITY

  return {
    async verify({ address, message, signature }, beforeNode) {
      // An empty signature is the contract's to judge: a Safe that signed the message on chain
      // (signMessage) answers isValidSignature(hash, 0x) from its signedMessages.
      if (!isHex(signature) || signature.length % 2 !== 0) throw new ApiError('invalid_signature', 'The signature is not a hex string.')
      const wrapped = isErc6492Signature(signature)
      if (!wrapped && (size(signature) === 65 || size(signature) === 64)) {
        try {
          if (isAddressEqual(await recoverMessageAddress({ message, signature }), address)) return 'eoa'
        } catch {
          // not an ECDSA signature: maybe a contract wallet's
        }
      }

      await beforeNode?.()
      const tracked = trackedClient(node)
      const { client } = tracked
      const unavailable = (): ApiError => new ApiError('node_unavailable', undefined, RETRY)

      if (now() - chainConfirmedAt >= CHAIN_CHECK_MS) {
        let nodeChainId: number
        try {
          nodeChainId = await getChainId(client)
        } catch {
          throw unavailable()
        }
        if (nodeChainId !== node.chainId) {
          throw new ApiError('node_wrong_chain', `The configured node is on chain ${nodeChainId}, not ${node.chainId}; contract signatures cannot be checked.`)
        }
        chainConfirmedAt = now()
      }

      const hash = hashMessage(message)
      const randomHash = `0x${toHex(crypto.getRandomValues(new Uint8Array(32)))}` as Hex
      // Each question, answered "yes", must be answered "no" for a hash nobody signed.
      const proven = async (ask: Ask): Promise<boolean> => (await ask(hash)) && !tracked.failed && !(await ask(randomHash)) && !tracked.failed
      const check = async (): Promise<SignatureKind | undefined> => {
        if (wrapped) return (await proven((h) => askErc6492(client, { address, hash: h, signature }))) ? 'erc6492' : undefined
        const code = await client.getCode({ address })
        if (!code || code === '0x') return undefined
        if (await proven((h) => askErc1271(client, { address, hash: h, signature, legacy: false }))) return 'erc1271'
        if (tracked.failed) return undefined
        if (await proven((h) => askErc1271(client, { address, hash: h, signature, legacy: true }))) return 'erc1271-legacy'
        return undefined
      }
      let kind: SignatureKind | undefined
      try {
        kind = await check()
      } catch {
        kind = undefined
      }
      // A transport failure anywhere means "not known", never "invalid".
      if (tracked.failed) throw unavailable()
      if (kind) return kind
      throw new ApiError('invalid_signature')
    },
  }
}
