import { concatHex, encodeFunctionData, encodePacked, size, type Address, type Hex } from 'viem'

const multiSendAbi = [{ type: 'function', name: 'multiSend', stateMutability: 'payable', inputs: [{ name: 'transactions', type: 'bytes' }], outputs: [] }] as const

/** multiSend(bytes) calldata for `calls`, packed the way Safe's MultiSend reads them. */
export function encodeMultiSend(calls: ReadonlyArray<{ operation?: 0 | 1; to: Address; value?: bigint; data: Hex }>): Hex {
  const packed = concatHex(
    calls.map((c) => encodePacked(['uint8', 'address', 'uint256', 'uint256', 'bytes'], [c.operation ?? 0, c.to, c.value ?? 0n, BigInt(size(c.data)), c.data])),
  )
  return encodeFunctionData({ abi: multiSendAbi, functionName: 'multiSend', args: [packed] })
}
