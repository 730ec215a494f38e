// @vitest-environment jsdom
/**
 * useContractEvents, useInfiniteReadContracts, useVerifyMessage and useVerifyTypedData
 * against a real chain (anvil with the devnet contracts, behind a proxy that records every
 * request): real Transfer logs come back decoded, as the node has them; a node that refuses
 * the range gives LogsRangeTooLargeError, not an empty list; each page of an infinite read
 * is one Multicall3 call and `hasNextPage` ends; signatures made with anvil's first key
 * (directly, and through an ERC-1271 smart wallet) verify, tampered ones do not.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { createPublicClient, createWalletClient, defineChain, erc20Abi, getAddress, hashMessage, http, type Address, type Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { testSmartWalletAbi, testSmartWalletBytecode } from '../../contracts/generated'
import { createConfig, type Config } from '../../lib/core/config'
import { createStorage } from '../../lib/core/storage'
import { getContractEvents } from '../../lib/core/actions/getContractEvents'
import { verifyMessage } from '../../lib/core/actions/verifyMessage'
import { LogsRangeTooLargeError } from '../../lib/core/read/rangeRefusal'
import { PorchProvider } from '../../lib/react/Provider'
import { useContractEvents } from '../../lib/react/useContractEvents'
import { useInfiniteReadContracts } from '../../lib/react/useInfiniteReadContracts'
import { useVerifyMessage } from '../../lib/react/useVerifyMessage'
import { useVerifyTypedData } from '../../lib/react/useVerifyTypedData'
import { startRpcProxy, type RpcProxy } from '../../scripts/bench/rpcProxy'
import { DEV_ACCOUNT, DEV_PRIVATE_KEY, devnetAccounts, devnetChain, startDevnet, type Devnet } from '../../scripts/devnet'
import { memoryBackend } from '../fixtures/storage'

const OTHER = devnetAccounts[3].address
const REFUSING_CHAIN_ID = 1102
const signer = privateKeyToAccount(DEV_PRIVATE_KEY)

let devnet: Devnet
let proxy: RpcProxy
let refusing: Server
let config: Config
let node: ReturnType<typeof createPublicClient>
let wallet: ReturnType<typeof createWalletClient>
let firstBlock: bigint
let transfers: Hash[]
/** Methods of every HTTP request the kit sent since the last reset. */
const requests = () => proxy.records.map((r) => r.methods)

/** A node that answers every eth_getLogs as public nodes do past their limit (EIP-1474 -32005). */
function startRefusingNode(): Promise<Server> {
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      const calls = JSON.parse(body) as { id: number; method: string } | { id: number; method: string }[]
      const answer = (c: { id: number; method: string }) =>
        c.method === 'eth_chainId'
          ? { jsonrpc: '2.0', id: c.id, result: `0x${REFUSING_CHAIN_ID.toString(16)}` }
          : { jsonrpc: '2.0', id: c.id, error: { code: -32005, message: 'query returned more than 10000 results' } }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(Array.isArray(calls) ? calls.map(answer) : answer(calls)))
    })
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

beforeAll(async () => {
  devnet = await startDevnet()
  proxy = await startRpcProxy(devnet.anvil.rpcUrl)
  refusing = await startRefusingNode()
  node = createPublicClient({ transport: http(devnet.anvil.rpcUrl) })
  wallet = createWalletClient({ account: DEV_ACCOUNT, chain: devnetChain(devnet.anvil.rpcUrl), transport: http(devnet.anvil.rpcUrl) })
  const refusingChain = defineChain({
    id: REFUSING_CHAIN_ID,
    name: 'Refusing',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:${(refusing.address() as AddressInfo).port}`] } },
  })
  config = createConfig({ chains: [devnetChain(proxy.url), refusingChain], appName: 'Events', pollingInterval: 50, storage: createStorage({ backend: memoryBackend() }) })
  // Two real transfers of the devnet's reward token to OTHER (the development account holds it).
  firstBlock = (await node.getBlockNumber()) + 1n
  transfers = []
  for (const value of [3n, 4n]) {
    const hash = await wallet.writeContract({ account: DEV_ACCOUNT, chain: null, address: devnet.deployment.mango, abi: erc20Abi, functionName: 'transfer', args: [OTHER, value] })
    await node.waitForTransactionReceipt({ hash })
    transfers.push(hash)
  }
}, 120_000)
afterAll(async () => {
  config?.destroy()
  await new Promise((r) => refusing?.close(r))
  await proxy?.stop()
  await devnet?.stop()
})
afterEach(cleanup)

/** Renders `use` under a provider whose schedule would not refresh for a minute; `latest()` is its last result. */
function renderHook<T>(use: () => T) {
  const seen: { value?: T } = {}
  function Probe() {
    seen.value = use()
    return null
  }
  render(
    <PorchProvider config={config} autoConnect={false} refreshInterval={60_000}>
      <Probe />
    </PorchProvider>,
  )
  return () => seen.value!
}

describe('useContractEvents', () => {
  it('returns the real Transfer logs, decoded, as the node has them', async () => {
    const token = devnet.deployment.mango
    const latest = renderHook(() => useContractEvents({ address: token, abi: erc20Abi, eventName: 'Transfer', args: { to: OTHER }, fromBlock: firstBlock, toBlock: 'latest' }))
    await waitFor(() => expect(latest().isSuccess).toBe(true), { timeout: 10_000 })
    const logs = latest().data!
    expect(logs.map((l) => l.transactionHash)).toEqual(transfers)
    expect(logs.map((l) => ({ eventName: l.eventName, ...l.args }))).toEqual([
      { eventName: 'Transfer', from: DEV_ACCOUNT, to: OTHER, value: 3n },
      { eventName: 'Transfer', from: DEV_ACCOUNT, to: OTHER, value: 4n },
    ])
    const fromNode = await node.getContractEvents({ address: token, abi: erc20Abi, eventName: 'Transfer', args: { to: OTHER }, fromBlock: firstBlock, toBlock: 'latest' })
    expect(logs).toEqual(fromNode)
  })

  it('reads nothing until `abi` is given', async () => {
    const latest = renderHook(() => useContractEvents({ address: devnet.deployment.mango }))
    await act(async () => {})
    expect(latest()).toMatchObject({ status: 'pending', isFetching: false })
  })

  it('a node that refuses the range gives LogsRangeTooLargeError (action and hook), never an empty list', async () => {
    const parameters = { address: devnet.deployment.mango, abi: erc20Abi, eventName: 'Transfer', fromBlock: 0n, toBlock: 'latest', chainId: REFUSING_CHAIN_ID } as const
    const error = await getContractEvents(config, parameters).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LogsRangeTooLargeError)
    expect(error).toMatchObject({ fromBlock: 0n, toBlock: 'latest' })

    const latest = renderHook(() => useContractEvents(parameters))
    await waitFor(() => expect(latest().isError).toBe(true), { timeout: 10_000 })
    expect(latest().error).toBeInstanceOf(LogsRangeTooLargeError)
    expect(latest().data).toBeUndefined()
  })
})

describe('useInfiniteReadContracts', () => {
  it('reads page after page, each one Multicall3 call, until getNextPageParam says there is no more; a refresh is one call too', async () => {
    const token = devnet.deployment.mango
    const owners = devnetAccounts.slice(0, 4).map((a) => a.address)
    const balanceOf = (owner: Address) => ({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }) as const
    proxy.reset()
    const latest = renderHook(() =>
      useInfiniteReadContracts({
        cacheKey: 'balances',
        contracts: (start: number) => owners.slice(start, start + 2).map(balanceOf),
        query: {
          initialPageParam: 0,
          getNextPageParam: (_lastPage, _allPages, lastPageParam) => (lastPageParam + 2 < owners.length ? lastPageParam + 2 : undefined),
        },
      }),
    )
    await waitFor(() => expect(latest().isSuccess).toBe(true), { timeout: 10_000 })
    const expected = await Promise.all(owners.map((owner) => node.readContract(balanceOf(owner))))
    expect(latest().data).toEqual({ pages: [expected.slice(0, 2).map((result) => ({ result, status: 'success' }))], pageParams: [0] })
    expect(latest().hasNextPage).toBe(true)
    expect(requests()).toEqual([['eth_call']])

    proxy.reset()
    let next: Promise<unknown> | undefined
    act(() => void (next = latest().fetchNextPage()))
    expect(latest().isFetchingNextPage).toBe(true)
    await act(async () => void (await next))
    expect(latest().isFetchingNextPage).toBe(false)
    expect(latest().data!.pages.map((page) => page.map((r) => r.result))).toEqual([expected.slice(0, 2), expected.slice(2, 4)])
    expect(latest().data!.pageParams).toEqual([0, 2])
    expect(latest().hasNextPage).toBe(false)
    expect(requests()).toEqual([['eth_call']])

    // No next page: nothing is read, nothing changes.
    proxy.reset()
    await act(async () => void (await latest().fetchNextPage()))
    expect(latest().data!.pages).toHaveLength(2)
    expect(requests()).toEqual([])

    proxy.reset()
    await act(async () => void (await latest().refetch()))
    expect(latest().data!.pages.map((page) => page.map((r) => r.result))).toEqual([expected.slice(0, 2), expected.slice(2, 4)])
    expect(requests()).toEqual([['eth_call']])
  })
})

describe('useVerifyMessage and useVerifyTypedData', () => {
  const typedData = {
    domain: { name: 'Ether Mail', version: '1', chainId: 1101, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
    types: { Person: [{ name: 'name', type: 'string' }, { name: 'wallet', type: 'address' }], Mail: [{ name: 'from', type: 'Person' }, { name: 'contents', type: 'string' }] },
    primaryType: 'Mail',
    message: { from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' }, contents: 'Hello, Bob!' },
  } as const

  it('true for a signature made with anvil\'s first key, false for a tampered message', async () => {
    const signature = await signer.signMessage({ message: 'hello porch' })
    const good = renderHook(() => useVerifyMessage({ address: DEV_ACCOUNT, message: 'hello porch', signature }))
    const tampered = renderHook(() => useVerifyMessage({ address: DEV_ACCOUNT, message: 'hello porcH', signature }))
    await waitFor(() => expect(good().isSuccess && tampered().isSuccess).toBe(true), { timeout: 10_000 })
    expect(good().data).toBe(true)
    expect(tampered().data).toBe(false)

    const typedSignature = await signer.signTypedData(typedData)
    const typedGood = renderHook(() => useVerifyTypedData({ ...typedData, address: DEV_ACCOUNT, signature: typedSignature }))
    const typedTampered = renderHook(() => useVerifyTypedData({ ...typedData, message: { ...typedData.message, contents: 'Hello, Eve!' }, address: DEV_ACCOUNT, signature: typedSignature }))
    await waitFor(() => expect(typedGood().isSuccess && typedTampered().isSuccess).toBe(true), { timeout: 10_000 })
    expect(typedGood().data).toBe(true)
    expect(typedTampered().data).toBe(false)
  })

  it('a smart wallet\'s signature (ERC-1271) verifies on the node; another signer\'s does not', async () => {
    const hash = await wallet.deployContract({ account: DEV_ACCOUNT, chain: null, abi: testSmartWalletAbi, bytecode: testSmartWalletBytecode, args: [DEV_ACCOUNT, false] })
    const smart = getAddress((await node.waitForTransactionReceipt({ hash })).contractAddress!)
    // The test wallet accepts the message hash signed by its owner, unprefixed.
    const signature = await signer.sign({ hash: hashMessage('from a contract') })
    const other = await privateKeyToAccount(devnetAccounts[1].privateKey).sign({ hash: hashMessage('from a contract') })
    expect(await verifyMessage(config, { address: smart, message: 'from a contract', signature })).toBe(true)
    const latest = renderHook(() => useVerifyMessage({ address: smart, message: 'from a contract', signature: other }))
    await waitFor(() => expect(latest().isSuccess).toBe(true), { timeout: 10_000 })
    expect(latest().data).toBe(false)
  })

  it('read nothing until address, message and signature are all given', async () => {
    const latest = renderHook(() => useVerifyMessage({ address: DEV_ACCOUNT, message: 'no signature yet' }))
    await act(async () => {})
    expect(latest()).toMatchObject({ status: 'pending', isFetching: false })
  })
})
