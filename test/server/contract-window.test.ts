import { createPublicClient, createWalletClient, getAddress, hashMessage, http, padHex, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testSmartWalletAbi, testSmartWalletBytecode } from '../../contracts/generated'
import { startAnvil, type AnvilInstance } from '../../scripts/anvil'
import { devnetAccounts } from '../../scripts/devnet/accounts'
import { devnetChain } from '../../scripts/devnet/chain'
import { errorCode, siweMessage, startTestServer, TestBrowser, type TestServer } from './harness'
import { compile, deployShapes } from './signatureShapes'

const HOUR = 3_600_000
const owner = privateKeyToAccount(generatePrivateKey())
const eoa = privateKeyToAccount(generatePrivateKey())
const safeOwner = privateKeyToAccount(devnetAccounts[1].privateKey)
const signedMessagesAbi = [
  { type: 'constructor', inputs: [{ name: 'owner_', type: 'address' }], stateMutability: 'nonpayable' },
  { type: 'function', name: 'signMessage', inputs: [{ name: 'hash', type: 'bytes32' }], outputs: [], stateMutability: 'nonpayable' },
] as const

/**
 * Contract signatures (a Safe gathering its owners) get a day; EOA signatures keep the short
 * window. A Safe's on-chain signed message has an empty signature: the contract decides.
 */
describe('contract signatures: the long window and the empty signature of an on-chain signed message', () => {
  let anvil: AnvilInstance
  let server: TestServer
  let wallet: Address
  let safe: Address
  let yesMan: Address
  let signOnChain: (hash: Hex) => Promise<void>

  beforeAll(async () => {
    anvil = await startAnvil()
    const chain = devnetChain(anvil.rpcUrl)
    const publicClient = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
    const deployer = createWalletClient({ account: privateKeyToAccount(devnetAccounts[0].privateKey), chain, transport: http(anvil.rpcUrl) })
    const mined = async (hash: Hex) => publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    wallet = getAddress((await mined(await deployer.deployContract({ abi: testSmartWalletAbi, bytecode: testSmartWalletBytecode, args: [owner.address, false] }))).contractAddress!)
    safe = getAddress((await mined(await deployer.deployContract({ abi: signedMessagesAbi, bytecode: compile('SignedMessages.sol', 'SignedMessages'), args: [safeOwner.address] }))).contractAddress!)
    ;({ yesMan } = await deployShapes(anvil.rpcUrl, { yesMan: { mode: 'answer', answer: padHex('0x1626ba7e', { dir: 'right', size: 32 }) } }))
    const ownerClient = createWalletClient({ account: safeOwner, chain, transport: http(anvil.rpcUrl) })
    signOnChain = async (hash) => {
      await mined(await ownerClient.writeContract({ address: safe, abi: signedMessagesAbi, functionName: 'signMessage', args: [hash] }))
    }
    server = await startTestServer({ VITE_RPC_URL: anvil.rpcUrl, VITE_CHAIN_ID: '1101' })
  })
  afterAll(async () => {
    await server?.close()
    await anvil?.stop()
  })

  /** A message whose own expiry allows a day (what a Safe-aware client asks for). */
  const dayLong = async (browser: TestBrowser, address: Address) => {
    const issuedAt = new Date()
    return siweMessage(server, address, await browser.nonce(), { issuedAt, expirationTime: new Date(issuedAt.getTime() + 24 * HOUR) })
  }
  /** Runs `fn` with the server's clock `ms` ahead. */
  const later = async <T>(ms: number, fn: () => Promise<T>): Promise<T> => {
    server.advanceNonceClock(ms)
    try {
      return await fn()
    } finally {
      server.advanceNonceClock(-ms)
    }
  }

  it('a Safe that signed the message on chain signs in with an empty signature (passed to the contract)', async () => {
    const browser = new TestBrowser(server.url)
    const message = await dayLong(browser, safe)
    const before = await browser.verify(message, '0x')
    expect([before.status, errorCode(before)]).toEqual([401, 'invalid_signature']) // not signed yet
    await signOnChain(hashMessage(message))
    const res = await browser.verify(message, '0x')
    expect([res.status, res.body]).toEqual([200, { address: safe, chainId: 1101 }])
    expect(server.signIns.at(-1)).toEqual({ address: safe, kind: 'erc1271' })
    expect((await browser.me()).status).toBe(200)
  })

  it('an empty signature signs in no EOA and no yes-to-everything contract', async () => {
    for (const address of [eoa.address, yesMan]) {
      const browser = new TestBrowser(server.url)
      const res = await browser.verify(await dayLong(browser, address), '0x')
      expect([address, res.status, errorCode(res)]).toEqual([address, 401, 'invalid_signature'])
      expect((await browser.me()).status).toBe(401)
    }
  })

  it('a contract signature 2 h after the nonce is accepted; an EOA signature is not', async () => {
    const browser = new TestBrowser(server.url)
    const message = await dayLong(browser, wallet)
    const signature = await owner.sign({ hash: hashMessage(message) })
    expect((await later(2 * HOUR, () => browser.verify(message, signature))).status).toBe(200)

    const other = new TestBrowser(server.url)
    const eoaMessage = await dayLong(other, eoa.address)
    const res = await later(2 * HOUR, async () => other.verify(eoaMessage, await eoa.signMessage({ message: eoaMessage })))
    expect([res.status, errorCode(res)]).toEqual([401, 'invalid_nonce'])
  })

  it('past the contract window (24 h by default) a contract signature is refused too', async () => {
    const browser = new TestBrowser(server.url)
    const message = await dayLong(browser, wallet)
    const signature = await owner.sign({ hash: hashMessage(message) })
    const res = await later(24 * HOUR + 2 * 60_000, () => browser.verify(message, signature))
    expect(res.status).toBe(400) // the message's own expiry, then the nonce's age, refuse it
  })
})
