import { decodeFunctionResult, encodeFunctionData, hashTypedData, type Address, type Hash, type Hex } from 'viem'
import type { RpcRequest } from '../../core/transport/types'

const abi = [
  { type: 'function', name: 'signedMessages', stateMutability: 'view', inputs: [{ name: 'messageHash', type: 'bytes32' }], outputs: [{ type: 'uint256' }] },
] as const

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
