import { calculateSafeMessageHash, hashSafeMessage } from '@safe-global/protocol-kit'
import { encodeAbiParameters, hashMessage, stringToHex, type Hash, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { safeMessageDataHash, safeMessageHash, signedOnChain } from '../../lib/connectors/safe/signedMessages'
import type { EIP712TypedData } from '../../lib/core/safe/messaging/types'
import { startAnvil, type AnvilInstance } from '../../scripts/anvil'
import { combineSignatures, deployRealSafe, type RealSafe } from './realSafe'

/**
 * lib/connectors/safe/signedMessages.ts against the official Safe SDK (@safe-global/protocol-kit,
 * a devDependency) and the official Safe v1.4.1 contracts on anvil: the hash the owners sign,
 * the key of `signedMessages`, and reading that key through the node.
 */
const SIWE =
  'mango.example wants you to sign in with your Ethereum account:\n0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC\n\nURI: https://mango.example\nVersion: 1\nChain ID: 1101\nNonce: abcdef12345678\nIssued At: 2026-11-26T00:00:00.000Z'
const TEXTS = ['hello', SIWE, 'Grüße, 🥭 — ünïcödé', '', '0xdeadbeef is not hex-encoded here ']

const mail: EIP712TypedData = {
  domain: { name: 'Ether Mail', version: '1', chainId: 1101, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallets', type: 'address[]' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person[]' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallets: ['0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826'] },
    to: [{ name: 'Bob', wallets: ['0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB', '0xB0BdaBea57B0BDABeA57b0bdABEA57b0BDabEa57'] }],
    contents: 'Hello, Bob!',
    amount: '1000000000000000000',
  },
}
// A permit-like message whose domain carries a salt, and the EIP712Domain type spelled out as wallets send it.
const permit: EIP712TypedData = {
  domain: { name: 'MANGO', version: '2', chainId: 1101, verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3', salt: `0x${'0a'.repeat(32)}` },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
      { name: 'salt', type: 'bytes32' },
    ],
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
      { name: 'flags', type: 'bytes' },
    ],
  },
  primaryType: 'Permit',
  message: {
    owner: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    spender: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    value: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
    nonce: 7,
    deadline: 1_900_000_000,
    flags: '0x0102',
  },
}

describe('the hash the owners sign (the message inside SafeMessage) equals protocol-kit hashSafeMessage', () => {
  it.each(TEXTS)('text %j, given as text and hex-encoded (as personal_sign sends it)', (text) => {
    expect(safeMessageDataHash(text)).toBe(hashSafeMessage(text))
    // Safe{Wallet} decodes hex-encoded UTF-8 before hashing: the same hash as the text.
    if (text !== '') expect(safeMessageDataHash(stringToHex(text))).toBe(hashSafeMessage(text))
  })

  it('hex that is not UTF-8 is hashed as the text of its digits, as Safe{Wallet} does (not as raw bytes)', () => {
    const raw: Hex = '0xdeadbeefff'
    expect(safeMessageDataHash(raw)).toBe(hashSafeMessage(raw))
    expect(safeMessageDataHash(raw)).not.toBe(hashMessage({ raw }))
  })

  it.each([
    ['nested structs and arrays', mail],
    ['a salted domain with EIP712Domain spelled out', permit],
  ])('EIP-712 typed data: %s', (_name, typedData) => {
    expect(safeMessageDataHash(typedData)).toBe(hashSafeMessage(typedData as Parameters<typeof hashSafeMessage>[0]))
  })
})

describe('the SafeMessage hash (key of signedMessages) equals protocol-kit calculateSafeMessageHash', () => {
  const safes = ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', '0x0000000000000000000000000000000000000001'] as const
  it.each([1101, 1, 11155111])('chain %i, Safe 1.3.0 and 1.4.1', (chainId) => {
    for (const safe of safes) {
      for (const message of [...TEXTS, mail, permit]) {
        const dataHash = safeMessageDataHash(message)
        const ours = safeMessageHash({ chainId, safe, dataHash })
        for (const version of ['1.3.0', '1.4.1']) expect(ours).toBe(calculateSafeMessageHash(safe, dataHash, version, BigInt(chainId)))
      }
    }
  })
})

describe('against a real 2-of-3 Safe v1.4.1 on anvil', () => {
  let anvil: AnvilInstance
  let real: RealSafe
  const rpc = async (method: string, params: readonly unknown[]) => {
    const res = await fetch(anvil.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
    const body = (await res.json()) as { result?: unknown; error?: { message: string } }
    if (body.error) throw new Error(body.error.message)
    return body.result
  }

  beforeAll(async () => {
    anvil = await startAnvil()
    real = await deployRealSafe(anvil.rpcUrl)
  }, 60_000)
  afterAll(() => anvil?.stop())

  it("our key is the contract's own (CompatibilityFallbackHandler.getMessageHashForSafe over abi.encode(dataHash))", async () => {
    for (const message of [SIWE, mail, permit]) {
      const dataHash = safeMessageDataHash(message)
      const key = safeMessageHash({ chainId: 1101, safe: real.safe, dataHash })
      expect(key).toBe(await real.messageHashForSafe(encodeAbiParameters([{ type: 'bytes32' }], [dataHash])))
    }
  })

  it('signedOnChain is false, then true once the owners execute SignMessageLib.signMessage; ERC-1271 then accepts the empty signature', async () => {
    const check = (dataHash: Hash) => signedOnChain(rpc, { chainId: 1101, safe: real.safe, dataHash })
    for (const message of [SIWE, mail]) {
      const dataHash = safeMessageDataHash(message)
      expect(await check(dataHash)).toBe(false)
      await expect(real.isValidSignature(dataHash, '0x')).rejects.toThrow(/Hash not approved/)
      const call = real.signMessageCall(dataHash)
      await real.execute(call.to, call.data, call.operation, real.owners.slice(1))
      expect(await check(dataHash)).toBe(true)
      expect(await real.isValidSignature(dataHash, '0x')).toBe('0x1626ba7e')
    }
    // Another message is still unsigned.
    expect(await check(safeMessageDataHash('not this one'))).toBe(false)
  })

  it('two owners signing our SafeMessage hash make a signature the Safe accepts (one owner is not enough)', async () => {
    const dataHash = safeMessageDataHash(permit)
    const key = safeMessageHash({ chainId: 1101, safe: real.safe, dataHash })
    expect(await real.isValidSignature(dataHash, await combineSignatures([real.owners[0]!, real.owners[2]!], key))).toBe('0x1626ba7e')
    await expect(real.isValidSignature(dataHash, await combineSignatures([real.owners[0]!], key))).rejects.toThrow()
  })
})
