import { createPublicClient, createWalletClient, http, isAddressEqual, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testSmartWalletAbi, testSmartWalletBytecode } from '../../contracts/generated'
import { anvilPrivateKeys, startAnvil, type AnvilNode } from '../../lib/testing/index'
import { createWalletEngine } from '../../lib/testing/wallet/engine'

/** The test wallet in contract-account mode answers for an ERC-1271 account; signatures verify on chain. */
let node: AnvilNode
let smartAccount: Address
const owner = privateKeyToAccount(anvilPrivateKeys[0])

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 })
  const wallet = createWalletClient({ account: owner, transport: http(node.rpcUrl), chain: foundry })
  const client = createPublicClient({ transport: http(node.rpcUrl) })
  const hash = await wallet.deployContract({ abi: testSmartWalletAbi, bytecode: testSmartWalletBytecode, args: [owner.address, false] })
  smartAccount = (await client.waitForTransactionReceipt({ hash })).contractAddress!
})

afterAll(async () => {
  await node.stop()
  // Stopped by its pid: the process is gone.
  expect(() => process.kill(node.pid, 0)).toThrow()
})

describe('contract-account mode', () => {
  it('connects as the smart account, signs messages and typed data it accepts (ERC-1271), refuses transactions', async () => {
    const engine = createWalletEngine({ chains: [{ id: 31337, rpcUrl: node.rpcUrl }], accounts: [anvilPrivateKeys[0]], contractAccount: smartAccount }, async () => {})
    const [address] = (await engine.request('eth_requestAccounts', [])) as Address[]
    expect(isAddressEqual(address!, smartAccount)).toBe(true)
    const client = createPublicClient({ transport: http(node.rpcUrl) })

    const signature = (await engine.request('personal_sign', ['0x68656c6c6f', smartAccount])) as Hex
    expect(await client.verifyMessage({ address: smartAccount, message: 'hello', signature })).toBe(true)
    expect(await client.verifyMessage({ address: smartAccount, message: 'other', signature })).toBe(false)

    const typed = {
      domain: { name: 'Test', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'body', type: 'string' }] },
      primaryType: 'Mail',
      message: { body: 'hi' },
    } as const
    const typedSignature = (await engine.request('eth_signTypedData_v4', [smartAccount, JSON.stringify(typed)])) as Hex
    expect(await client.verifyTypedData({ address: smartAccount, ...typed, signature: typedSignature })).toBe(true)

    await expect(engine.request('eth_sendTransaction', [{ from: smartAccount, to: smartAccount }])).rejects.toMatchObject({ code: 4200 })
  })
})
