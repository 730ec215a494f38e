import { decodeFunctionResult, encodeFunctionData, hashMessage, isAddressEqual, isHex, recoverMessageAddress, size, type Address, type Hex } from 'viem'
import { getChainId, verifyHash } from 'viem/actions'
import { isErc6492Signature } from 'viem/utils'
import { ApiError } from '../errors'
import { trackedClient, type NodeSettings } from './nodeClient'

/** How the signature was proven. */
export type SignatureKind = 'eoa' | 'erc1271' | 'erc6492' | 'erc1271-legacy'

/** The pre-standard ERC-1271 draft (old Safe, some wallets): isValidSignature(bytes,bytes) -> 0x20c13b0b. */
const legacyErc1271Abi = [
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: 'data', type: 'bytes' },
      { name: 'signature', type: 'bytes' },
    ],
    outputs: [{ name: 'magicValue', type: 'bytes4' }],
  },
] as const
const LEGACY_MAGIC = '0x20c13b0b'
/** A node failure is temporary: the same message and signature can be sent again. */
const RETRY = { 'Retry-After': '5' }

/**
 * Proves that `address` signed `message` (EIP-191 personal_sign):
 * 1. an EOA signature is recovered locally, with no RPC call;
 * 2. otherwise the configured node checks it with viem's verifyHash (ERC-1271 magic
 *    0x1626ba7e on a deployed wallet, ERC-6492 for a wallet not deployed yet);
 * 3. then the legacy ERC-1271 form, with the message hash as `data` (what Safe's
 *    compatibility handler passes on).
 * A node that cannot be reached, or is on another chain, throws a 503 ApiError, never
 * invalid_signature.
 */
export async function verifySiweSignature(
  params: { address: Address; message: string; signature: Hex },
  node: NodeSettings,
): Promise<SignatureKind> {
  const { address, message, signature } = params
  if (!isHex(signature) || signature.length < 4 || signature.length % 2 !== 0) throw new ApiError('invalid_signature', 'The signature is not a hex string.')

  const wrapped = isErc6492Signature(signature)
  if (!wrapped && (size(signature) === 65 || size(signature) === 64)) {
    try {
      if (isAddressEqual(await recoverMessageAddress({ message, signature }), address)) return 'eoa'
    } catch {
      // not an ECDSA signature: maybe a contract wallet's
    }
  }

  const tracked = trackedClient(node)
  const { client } = tracked
  const failed = (): boolean => tracked.failed
  let nodeChainId: number
  try {
    nodeChainId = await getChainId(client)
  } catch {
    throw new ApiError('node_unavailable', undefined, RETRY)
  }
  if (nodeChainId !== node.chainId) {
    throw new ApiError('node_wrong_chain', `The configured node is on chain ${nodeChainId}, not ${node.chainId}; contract signatures cannot be checked.`)
  }

  const hash = hashMessage(message)
  let valid: boolean
  try {
    valid = await verifyHash(client, { address, hash, signature })
  } catch {
    valid = false
  }
  if (valid) return wrapped ? 'erc6492' : 'erc1271'
  if (failed()) throw new ApiError('node_unavailable', undefined, RETRY)

  if (!wrapped) {
    try {
      const { data } = await client.call({
        to: address,
        data: encodeFunctionData({ abi: legacyErc1271Abi, functionName: 'isValidSignature', args: [hash, signature] }),
      })
      if (data && size(data) >= 32) {
        const magic = decodeFunctionResult({ abi: legacyErc1271Abi, functionName: 'isValidSignature', data })
        if (magic.toLowerCase() === LEGACY_MAGIC) return 'erc1271-legacy'
      }
    } catch {
      // reverted or undecodable: not a legacy wallet that accepts this signature
    }
    if (failed()) throw new ApiError('node_unavailable', undefined, RETRY)
  }
  throw new ApiError('invalid_signature')
}
