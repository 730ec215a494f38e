import { encodeDeployData, encodeFunctionData, erc6492SignatureValidatorAbi, erc6492SignatureValidatorByteCode, padHex, type Address, type Hex, type PublicClient } from 'viem'
import { call } from 'viem/actions'

/** Gas for one ERC-1271 question: enough for multisig and passkey wallets, not for a node's whole budget. */
const ERC1271_GAS = 1_000_000n
/** Gas for the ERC-6492 simulation, which runs the signer's factory calldata. */
const ERC6492_GAS = 5_000_000n

/** The one ABI-encoded bytes4 word a wallet that accepts must return: the magic value, zero-padded. */
const MAGIC_WORD = padHex('0x1626ba7e', { dir: 'right', size: 32 })
/** The pre-standard ERC-1271 draft (old Safe, some wallets): isValidSignature(bytes,bytes) -> 0x20c13b0b. */
const LEGACY_MAGIC_WORD = padHex('0x20c13b0b', { dir: 'right', size: 32 })

const erc1271Abi = [
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: 'hash', type: 'bytes32' },
      { name: 'signature', type: 'bytes' },
    ],
    outputs: [{ name: 'magicValue', type: 'bytes4' }],
  },
] as const
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

/** One yes/no question to the node about a hash; false on a revert or any other answer. */
export type Ask = (hash: Hex) => Promise<boolean>

/**
 * Asks `address` whether it signed `hash`: true only for an answer of exactly 32 bytes equal
 * to the magic word. Short, long, loosely padded or echoed answers are "no".
 */
export async function askErc1271(client: PublicClient, p: { address: Address; hash: Hex; signature: Hex; legacy: boolean }): Promise<boolean> {
  const data = p.legacy
    ? encodeFunctionData({ abi: legacyErc1271Abi, functionName: 'isValidSignature', args: [p.hash, p.signature] })
    : encodeFunctionData({ abi: erc1271Abi, functionName: 'isValidSignature', args: [p.hash, p.signature] })
  try {
    const answer = await call(client, { to: p.address, data, gas: ERC1271_GAS })
    return (answer.data ?? '0x').toLowerCase() === (p.legacy ? LEGACY_MAGIC_WORD : MAGIC_WORD)
  } catch {
    return false
  }
}

/**
 * The ERC-6492 validator, deployed in a simulated call (nothing is deployed for real): it
 * runs the factory calldata if the wallet has no code yet, then asks the wallet. Its answer
 * must be exactly the byte 0x01.
 */
export async function askErc6492(client: PublicClient, p: { address: Address; hash: Hex; signature: Hex }): Promise<boolean> {
  try {
    const answer = await call(client, {
      data: encodeDeployData({ abi: erc6492SignatureValidatorAbi, args: [p.address, p.hash, p.signature], bytecode: erc6492SignatureValidatorByteCode }),
      gas: ERC6492_GAS,
    })
    return answer.data === '0x01'
  } catch {
    return false
  }
}
