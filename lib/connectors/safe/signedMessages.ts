import { decodeFunctionResult, encodeFunctionData, hashMessage, hashTypedData, hexToBytes, isHex, type Address, type Hash, type Hex } from 'viem'
import type { RpcRequest } from '../../core/transport/types'
import type { EIP712TypedData } from '../../core/safe/messaging/types'

const abi = [
  { type: 'function', name: 'signedMessages', stateMutability: 'view', inputs: [{ name: 'messageHash', type: 'bytes32' }], outputs: [{ type: 'uint256' }] },
] as const

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * The hash a Safe's owners sign a message over (the `message` inside SafeMessage), as
 * Safe{Wallet} computes it: EIP-712 for typed data; EIP-191 for text, where a hex string is
 * first decoded as UTF-8 and, when it is not valid UTF-8, hashed as the text of its digits.
 */
export function safeMessageDataHash(message: string | EIP712TypedData): Hash {
  if (typeof message !== 'string') return hashTypedData(message as Parameters<typeof hashTypedData>[0])
  if (isHex(message, { strict: true }) && message.length % 2 === 0) {
    try {
      return hashMessage(utf8.decode(hexToBytes(message)))
    } catch {
      // Not UTF-8: Safe{Wallet} signs the hex text itself.
    }
  }
  return hashMessage(message)
}

/**
 * The key of a message in the Safe's `signedMessages` (Safe >= 1.3.0): the EIP-712 SafeMessage
 * over `abi.encode(dataHash)`, as CompatibilityFallbackHandler.isValidSignature(bytes32, bytes) computes it.
 */
export function safeMessageHash({ chainId, safe, dataHash }: { chainId: number; safe: Address; dataHash: Hash }): Hash {
  return hashTypedData({
    domain: { chainId, verifyingContract: safe },
    types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
    primaryType: 'SafeMessage',
    message: { message: dataHash },
  })
}

/** True once the Safe has signed the message on chain (SignMessageLib sets signedMessages[hash] = 1). */
export async function signedOnChain(rpc: RpcRequest, p: { chainId: number; safe: Address; dataHash: Hash }): Promise<boolean> {
  const data = encodeFunctionData({ abi, functionName: 'signedMessages', args: [safeMessageHash(p)] })
  const result = (await rpc('eth_call', [{ to: p.safe, data }, 'latest'])) as Hex
  return decodeFunctionResult({ abi, functionName: 'signedMessages', data: result }) !== 0n
}
