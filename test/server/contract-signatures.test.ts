import { createPublicClient, createWalletClient, encodeFunctionData, getAddress, hashMessage, http, keccak256, toHex, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { serializeErc6492Signature } from 'viem/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testSmartWalletAbi, testSmartWalletBytecode, testSmartWalletFactoryAbi, testSmartWalletFactoryBytecode } from '../../contracts/generated'
import { findFreePort, startAnvil, type AnvilInstance } from '../../scripts/anvil'
import { devnetAccounts } from '../../scripts/devnet/accounts'
import { devnetChain } from '../../scripts/devnet/chain'
import { MAX_SIGNATURE_CHECKS } from '../../lib/server/handlers'
import { NODE_CALLS_PER_CHECK } from '../../lib/server/siwe/verifySignature'
import { errorCode, siweMessage, startTestServer, TestBrowser, type TestServer } from './harness'
import { startRpcProxy, type RpcProxy } from './rpcProxy'

/** The wallet's owner signs the EIP-191 hash of the SIWE message raw (the wallet checks it with ecrecover). */
const owner = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())
const ownerSign = (message: string) => owner.sign({ hash: hashMessage(message) })

describe('contract-wallet signatures (ERC-1271, legacy ERC-1271, ERC-6492) on anvil', () => {
  let anvil: AnvilInstance
  let proxy: RpcProxy
  let server: TestServer
  let wallet: Address
  let legacyWallet: Address
  let factory: Address

  beforeAll(async () => {
    anvil = await startAnvil()
    const chain = devnetChain(anvil.rpcUrl)
    const publicClient = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
    const deployer = createWalletClient({ account: privateKeyToAccount(devnetAccounts[0].privateKey), chain, transport: http(anvil.rpcUrl) })
    const deploy = async (hash: Promise<Hex>): Promise<Address> => {
      const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash, pollingInterval: 50 })
      if (!receipt.contractAddress) throw new Error('no contract deployed')
      return getAddress(receipt.contractAddress)
    }
    wallet = await deploy(deployer.deployContract({ abi: testSmartWalletAbi, bytecode: testSmartWalletBytecode, args: [owner.address, false] }))
    legacyWallet = await deploy(deployer.deployContract({ abi: testSmartWalletAbi, bytecode: testSmartWalletBytecode, args: [owner.address, true] }))
    factory = await deploy(deployer.deployContract({ abi: testSmartWalletFactoryAbi, bytecode: testSmartWalletFactoryBytecode }))
    // The server reaches the node through a proxy the tests can switch off.
    proxy = await startRpcProxy(anvil.rpcUrl)
    server = await startTestServer({ VITE_RPC_URL: proxy.url, VITE_CHAIN_ID: '1101' })
  })
  afterAll(async () => {
    await server?.close()
    await proxy?.close()
    await anvil?.stop()
  })

  const signInAs = async (address: Address, sign: (message: string) => Promise<Hex>) => {
    const browser = new TestBrowser(server.url)
    const message = siweMessage(server, address, await browser.nonce())
    const signature = await sign(message)
    return { browser, message, signature, res: await browser.verify(message, signature) }
  }

  it('a deployed ERC-1271 wallet (magic 0x1626ba7e) signs in', async () => {
    const { browser, res } = await signInAs(wallet, ownerSign)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ address: wallet, chainId: 1101 })
    expect(server.signIns.at(-1)).toEqual({ address: wallet, kind: 'erc1271' })
    expect((await browser.me()).body).toEqual({ address: wallet, chainId: 1101 })
  })

  it('a legacy ERC-1271 wallet (isValidSignature(bytes,bytes) -> 0x20c13b0b) signs in', async () => {
    const { res } = await signInAs(legacyWallet, ownerSign)
    expect(res.status).toBe(200)
    expect(server.signIns.at(-1)).toEqual({ address: legacyWallet, kind: 'erc1271-legacy' })
  })

  it('an ERC-6492 signature of a wallet not deployed yet signs in (and deploys nothing)', async () => {
    const salt = keccak256(toHex(`mango-${Date.now()}`))
    const publicClient = createPublicClient({ transport: http(anvil.rpcUrl) })
    const counterfactual = await publicClient.readContract({ address: factory, abi: testSmartWalletFactoryAbi, functionName: 'addressOf', args: [owner.address, salt] })
    expect(await publicClient.getCode({ address: counterfactual })).toBeUndefined()
    const { res } = await signInAs(counterfactual, async (message) =>
      serializeErc6492Signature({
        address: factory,
        data: encodeFunctionData({ abi: testSmartWalletFactoryAbi, functionName: 'deploy', args: [owner.address, salt] }),
        signature: await ownerSign(message),
      }),
    )
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ address: counterfactual, chainId: 1101 })
    expect(server.signIns.at(-1)).toEqual({ address: counterfactual, kind: 'erc6492' })
    expect(await publicClient.getCode({ address: counterfactual })).toBeUndefined() // verified in an eth_call only
  })

  it.each([
    { name: 'ERC-1271 wallet, signature by a stranger', address: () => wallet, sign: (m: string) => stranger.sign({ hash: hashMessage(m) }) },
    { name: 'legacy wallet, signature by a stranger', address: () => legacyWallet, sign: (m: string) => stranger.sign({ hash: hashMessage(m) }) },
    {
      name: 'ERC-6492 wrapper around a stranger\'s signature',
      address: () => wallet,
      sign: async (m: string) => serializeErc6492Signature({ address: factory, data: '0x', signature: await stranger.sign({ hash: hashMessage(m) }) }),
    },
    { name: 'a signature over another message', address: () => wallet, sign: (m: string) => ownerSign(`${m}!`) },
  ])('refuses $name: 401 invalid_signature', async ({ address, sign }) => {
    const { res } = await signInAs(address(), sign)
    expect([res.status, errorCode(res)]).toEqual([401, 'invalid_signature'])
  })

  it('300 bad verifies of one nonce ask the node a bounded number of times, then the nonce is spent; a fresh nonce still signs in', async () => {
    const browser = new TestBrowser(server.url)
    const message = siweMessage(server, wallet, await browser.nonce())
    const bad = await stranger.sign({ hash: hashMessage(message) })
    const before = proxy.requests
    const results = await Promise.all(Array.from({ length: 300 }, () => browser.verify(message, bad)))
    const upstream = proxy.requests - before
    const codes = results.map(errorCode)
    console.log(`300 bad verifies of one nonce -> ${upstream} node requests`)
    expect(codes.filter((c) => c === 'invalid_signature').length).toBe(MAX_SIGNATURE_CHECKS)
    expect(codes.filter((c) => c === 'invalid_nonce').length).toBe(300 - MAX_SIGNATURE_CHECKS)
    expect(upstream).toBeLessThanOrEqual(MAX_SIGNATURE_CHECKS * NODE_CALLS_PER_CHECK)
    // Spent: even the right signature is refused now, without asking the node.
    const after = proxy.requests
    expect(errorCode(await browser.verify(message, await ownerSign(message)))).toBe('invalid_nonce')
    expect(proxy.requests).toBe(after)
    const fresh = siweMessage(server, wallet, await browser.nonce())
    expect((await browser.verify(fresh, await ownerSign(fresh))).status).toBe(200)
  })

  it(`a nonce tolerates ${MAX_SIGNATURE_CHECKS - 1} failed signatures, and the ${MAX_SIGNATURE_CHECKS}th spends it`, async () => {
    const browser = new TestBrowser(server.url)
    const tolerant = siweMessage(server, wallet, await browser.nonce())
    for (let i = 1; i < MAX_SIGNATURE_CHECKS; i++) expect(errorCode(await browser.verify(tolerant, await stranger.sign({ hash: hashMessage(tolerant) })))).toBe('invalid_signature')
    expect((await browser.verify(tolerant, await ownerSign(tolerant))).status).toBe(200)
    const spent = siweMessage(server, wallet, await browser.nonce())
    for (let i = 0; i < MAX_SIGNATURE_CHECKS; i++) expect(errorCode(await browser.verify(spent, await stranger.sign({ hash: hashMessage(spent) })))).toBe('invalid_signature')
    expect(errorCode(await browser.verify(spent, await ownerSign(spent)))).toBe('invalid_nonce')
  })

  it('every eth_call carries a gas cap (the ERC-6492 simulation runs the signer\'s factory calldata)', async () => {
    proxy.calls.splice(0)
    const salt = keccak256(toHex(`mango-gas-${Date.now()}`))
    const publicClient = createPublicClient({ transport: http(anvil.rpcUrl) })
    const counterfactual = await publicClient.readContract({ address: factory, abi: testSmartWalletFactoryAbi, functionName: 'addressOf', args: [owner.address, salt] })
    const { res } = await signInAs(counterfactual, async (message) =>
      serializeErc6492Signature({
        address: factory,
        data: encodeFunctionData({ abi: testSmartWalletFactoryAbi, functionName: 'deploy', args: [owner.address, salt] }),
        signature: await ownerSign(message),
      }),
    )
    expect(res.status).toBe(200)
    expect(proxy.calls.length).toBeGreaterThan(0)
    for (const [tx] of proxy.calls) {
      const gas = Number((tx as { gas?: string }).gas)
      expect(gas).toBeGreaterThan(0)
      expect(gas).toBeLessThanOrEqual(5_000_000)
    }
  })

  it('the node down -> 503 node_unavailable (not invalid_signature), and the same signature works once it is back', async () => {
    const browser = new TestBrowser(server.url)
    const message = siweMessage(server, wallet, await browser.nonce())
    const signature = await ownerSign(message)
    proxy.up = false
    try {
      const down = await browser.verify(message, signature)
      expect([down.status, errorCode(down)]).toEqual([503, 'node_unavailable'])
      expect(proxy.requests).toBeGreaterThan(0)
    } finally {
      proxy.up = true
    }
    const up = await browser.verify(message, signature)
    expect(up.status).toBe(200)
  })

  it('the node answering eth_chainId but failing eth_call -> 503 (verifyHash would have said false)', async () => {
    const browser = new TestBrowser(server.url)
    const message = siweMessage(server, wallet, await browser.nonce())
    proxy.failMethods.add('eth_call')
    try {
      const res = await browser.verify(message, await ownerSign(message))
      expect([res.status, errorCode(res)]).toEqual([503, 'node_unavailable'])
    } finally {
      proxy.failMethods.clear()
    }
  })

  it('an EOA signs in with the node down: no RPC call for EOA signatures', async () => {
    proxy.up = false
    const before = proxy.requests
    try {
      const eoa = privateKeyToAccount(generatePrivateKey())
      const { res } = await signInAs(eoa.address, (message) => eoa.signMessage({ message }))
      expect(res.status).toBe(200)
      expect(proxy.requests).toBe(before)
    } finally {
      proxy.up = true
    }
  })

  it('VITE_RPC_URLS fails over: a dead first node, a live second one', async () => {
    const dead = `http://127.0.0.1:${await findFreePort()}`
    const failover = await startTestServer({ VITE_RPC_URLS: `${dead},${anvil.rpcUrl}`, VITE_CHAIN_ID: '1101' })
    try {
      const browser = new TestBrowser(failover.url)
      const message = siweMessage(failover, wallet, await browser.nonce())
      expect((await browser.verify(message, await ownerSign(message))).status).toBe(200)
    } finally {
      await failover.close()
    }
  })

  it('every node dead -> 503 node_unavailable', async () => {
    const dead = (await Promise.all([findFreePort(), findFreePort()])).map((p) => `http://127.0.0.1:${p}`)
    const s = await startTestServer({ VITE_RPC_URLS: dead.join(','), VITE_CHAIN_ID: '1101' })
    try {
      const browser = new TestBrowser(s.url)
      const message = siweMessage(s, wallet, await browser.nonce())
      const res = await browser.verify(message, await ownerSign(message))
      expect([res.status, errorCode(res)]).toEqual([503, 'node_unavailable'])
    } finally {
      await s.close()
    }
  })

  it('a node on another chain -> 503 node_wrong_chain', async () => {
    const s = await startTestServer({ VITE_RPC_URL: anvil.rpcUrl, VITE_CHAIN_ID: '1' })
    try {
      const browser = new TestBrowser(s.url)
      const message = siweMessage(s, wallet, await browser.nonce())
      const res = await browser.verify(message, await ownerSign(message))
      expect([res.status, errorCode(res)]).toEqual([503, 'node_wrong_chain'])
    } finally {
      await s.close()
    }
  })
})
