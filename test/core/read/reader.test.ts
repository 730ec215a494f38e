/**
 * The batched Reader (lib/core/read) against a real chain: anvil with the devnet contracts
 * (MANGO, USDC, pMANGO, treasury, Multicall3), behind a proxy that counts HTTP requests.
 * Expected values come from viem's own actions talking straight to anvil.
 */
import {
  createPublicClient,
  createWalletClient,
  decodeErrorResult,
  decodeFunctionData,
  encodeFunctionData,
  http,
  parseUnits,
  toFunctionSelector,
  type Address,
  type Chain,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mangoTokenAbi, multicall3Abi, plantedMangoAbi } from '../../../contracts/generated'
import { erc20 } from '../../../lib/core/read/calls'
import { createConfig } from '../../../lib/core/config'
import { ContractReadError } from '../../../lib/core/read/errors'
import { HttpRequestError } from 'viem'
import { createReader } from '../../../lib/core/read/reader'
import { rpcFor } from '../../../lib/core/transport/rpcFor'
import type { Reader, ReadCall } from '../../../lib/core/read/types'
import type { RpcRequest } from '../../../lib/core/transport/types'
import { createStorage } from '../../../lib/core/storage'
import { startRpcProxy } from '../../../scripts/bench/rpcProxy'
import { advanceTime, devnetAccounts, devnetChain, startDevnet, type Devnet } from '../../../scripts/devnet'
import { decodeAddressUintArray, encodeCall } from '../../../lib/core/read/abi'
import { getBalance } from '../../../lib/core/actions/getBalance'
import { multicall } from '../../../lib/core/actions/multicall'
import { readStakingState } from '../../staking/readState'
import { memoryBackend } from '../../fixtures/storage'

let devnet: Devnet
let proxy: Awaited<ReturnType<typeof startRpcProxy>>
let chain: Chain
let viemClient: ReturnType<typeof createPublicClient>
const user = devnetAccounts[0].address
const others = devnetAccounts.slice(1).map((a) => a.address)

const newReader = (opts: { multicall?: boolean; batchSize?: number; request?: RpcRequest } = {}): Reader =>
  createReader({
    chain: opts.multicall === false ? { id: chain.id } : chain,
    request: opts.request ?? rpcFor(proxy.url),
    batchSize: opts.batchSize,
  })
/** harvestableRewards(user) -> (address token, uint256 amount)[], as a raw ReadCall. */
const harvestableRewards = (pMango: Address, account: Address): ReadCall<Array<readonly [Address, bigint]>> => ({
  to: pMango,
  data: encodeCall(toFunctionSelector('harvestableRewards(address)'), [account]),
  decode: decodeAddressUintArray,
})
/** Methods of every HTTP request since the last reset, e.g. [['eth_call']]. */
const requests = () => proxy.records.map((r) => r.methods)

beforeAll(async () => {
  // Frozen clock: gas estimates and execution see the same block time (see scripts/anvil.ts).
  devnet = await startDevnet({ frozenClock: true })
  proxy = await startRpcProxy(devnet.anvil.rpcUrl)
  chain = devnetChain(proxy.url)
  viemClient = createPublicClient({ chain: devnetChain(devnet.anvil.rpcUrl), transport: http(devnet.anvil.rpcUrl) })
  // Stake some MANGO and let an hour pass, so harvestableRewards has something to return.
  const wallet = createWalletClient({
    account: privateKeyToAccount(devnetAccounts[0].privateKey),
    chain: devnetChain(devnet.anvil.rpcUrl),
    transport: http(devnet.anvil.rpcUrl),
  })
  const { mango, pMango } = devnet.deployment
  const amount = parseUnits('1000', 18)
  for (const hash of [
    await wallet.writeContract({ address: mango, abi: mangoTokenAbi, functionName: 'approve', args: [pMango, amount] }),
    await wallet.writeContract({ address: pMango, abi: plantedMangoAbi, functionName: 'plant', args: [amount, user] }),
  ]) {
    const receipt = await viemClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error('setup transaction reverted')
  }
  await advanceTime(devnet.anvil.rpcUrl, 3600)
}, 120_000)
afterAll(async () => {
  await proxy?.stop()
  await devnet?.stop()
})
beforeEach(() => proxy.reset())

describe('Reader', () => {
  it('sends N reads made in one tick as ONE HTTP request with ONE aggregate3 eth_call', async () => {
    const { mango, pMango, usdc, treasury } = devnet.deployment
    const reader = newReader()
    const holders = [user, ...others]
    const [supply, treasuryUsdc, balances, native, timestamp] = await Promise.all([
      reader.read(erc20.totalSupply(pMango)),
      reader.read(erc20.balanceOf(usdc, treasury)),
      Promise.all(holders.map((h) => reader.read(erc20.balanceOf(mango, h)))),
      Promise.all(holders.map((h) => reader.getBalance(h))),
      reader.getBlockTimestamp(),
    ])
    expect(requests()).toEqual([['eth_call']])

    expect(supply).toBe(await viemClient.readContract({ address: pMango, abi: plantedMangoAbi, functionName: 'totalSupply' }))
    expect(treasuryUsdc).toBe(await viemClient.readContract({ address: usdc, abi: mangoTokenAbi, functionName: 'balanceOf', args: [treasury] }))
    for (const [i, h] of holders.entries()) {
      expect(balances[i]).toBe(await viemClient.readContract({ address: mango, abi: mangoTokenAbi, functionName: 'balanceOf', args: [h] }))
      expect(native[i]).toBe(await viemClient.getBalance({ address: h }))
    }
    expect(native[1]).toBeGreaterThan(0n)
    expect(timestamp).toBe((await viemClient.getBlock()).timestamp)
  })

  it('isolates failures: a reverting call rejects alone, with its revert data', async () => {
    const { mango, pMango } = devnet.deployment
    const reader = newReader()
    // rewardToken(99) reverts with MangoError(INVALID_ID = 14).
    const reverting: ReadCall<bigint> = {
      to: pMango,
      data: encodeFunctionData({ abi: plantedMangoAbi, functionName: 'rewardToken', args: [99n] }),
      decode: () => 0n,
    }
    const noCode = erc20.balanceOf('0x000000000000000000000000000000000000dEaD', user)
    const undecodable: ReadCall<never> = {
      ...erc20.totalSupply(mango),
      decode: () => {
        throw new Error('not what I expected')
      },
    }
    const results = await Promise.allSettled([
      reader.read(erc20.balanceOf(mango, user)),
      reader.read(reverting),
      reader.read(noCode),
      reader.read(undecodable),
      reader.read(erc20.totalSupply(mango)),
    ])
    expect(requests()).toEqual([['eth_call']])
    expect(results[0]).toMatchObject({ status: 'fulfilled' })
    // Same call as `undecodable`: it shares the sub-call but decodes on its own.
    expect(results[4]).toEqual({
      status: 'fulfilled',
      value: await viemClient.readContract({ address: mango, abi: mangoTokenAbi, functionName: 'totalSupply' }),
    })

    const revert = (results[1] as PromiseRejectedResult).reason as ContractReadError
    expect(revert).toBeInstanceOf(ContractReadError)
    expect(revert.to).toBe(pMango)
    const decoded = decodeErrorResult({ abi: plantedMangoAbi, data: revert.revertData! })
    expect(decoded.errorName).toBe('MangoError')
    expect(decoded.args).toEqual([14n])

    const empty = (results[2] as PromiseRejectedResult).reason as ContractReadError
    expect(empty).toBeInstanceOf(ContractReadError)
    expect(empty.message).toMatch(/no data/)
    const bad = (results[3] as PromiseRejectedResult).reason as ContractReadError
    expect(bad).toBeInstanceOf(ContractReadError)
    expect(bad.message).toMatch(/not what I expected/)
  })

  it('decodes harvestableRewards (address, uint256)[] like viem', async () => {
    const { pMango, usdc } = devnet.deployment
    const ours = await newReader().read(harvestableRewards(pMango, user))
    const viem = await viemClient.readContract({ address: pMango, abi: plantedMangoAbi, functionName: 'harvestableRewards', args: [user] })
    expect(ours.map(([token, amount]) => ({ token: token.toLowerCase(), amount }))).toEqual(
      viem.map((r) => ({ token: r.token.toLowerCase(), amount: r.amount })),
    )
    expect(ours[0]?.[0].toLowerCase()).toBe(usdc.toLowerCase())
    expect(ours[0]?.[1]).toBeGreaterThan(0n) // an hour of streaming to the only staker
  })

  it('reads the same thing once when it is asked twice in one batch', async () => {
    const sent: Hex[] = []
    const http = rpcFor(proxy.url)
    const reader = newReader({
      request: (method, params) => {
        sent.push((params[0] as { data: Hex }).data)
        return http(method, params)
      },
    })
    const [a, b, c] = await Promise.all([reader.getBalance(user), reader.getBalance(user.toLowerCase() as Address), reader.getBlockTimestamp()])
    expect(a).toBe(b)
    expect(a).toBe(await viemClient.getBalance({ address: user }))
    expect(c).toBeGreaterThan(0n)
    expect(requests()).toEqual([['eth_call']])
    const { args } = decodeFunctionData({ abi: multicall3Abi, data: sent[0]! })
    expect(args[0]).toHaveLength(2) // getEthBalance(user) once, getCurrentBlockTimestamp once
  })

  it('splits more than batchSize calls into several aggregate3 calls, still in one HTTP request', async () => {
    const { mango } = devnet.deployment
    const reader = newReader({ batchSize: 3 })
    const holders = [user, ...others, '0x0000000000000000000000000000000000000001', '0x0000000000000000000000000000000000000002', '0x0000000000000000000000000000000000000003'] as Address[]
    const balances = await Promise.all(holders.map((h) => reader.read(erc20.balanceOf(mango, h))))
    expect(requests()).toEqual([['eth_call', 'eth_call', 'eth_call']])
    expect(balances[0]).toBe(await viemClient.readContract({ address: mango, abi: mangoTokenAbi, functionName: 'balanceOf', args: [user] }))
    expect(balances.slice(4)).toEqual([0n, 0n, 0n])
  })

  it('without Multicall3 sends single calls in ONE JSON-RPC batch, with the same results', async () => {
    const { mango, pMango, usdc, treasury } = devnet.deployment
    const read = (reader: Reader) =>
      Promise.all([
        reader.read(erc20.balanceOf(mango, user)),
        reader.read(erc20.allowance(mango, user, pMango)),
        reader.read(harvestableRewards(pMango, user)),
        reader.read(erc20.balanceOf(usdc, treasury)),
        reader.getBalance(others[0]!),
        reader.getBlockTimestamp(),
      ])
    const plain = await read(newReader({ multicall: false }))
    expect(requests()).toEqual([['eth_call', 'eth_call', 'eth_call', 'eth_call', 'eth_getBalance', 'eth_getBlockByNumber']])
    proxy.reset()
    const multicall = await read(newReader())
    expect(requests()).toEqual([['eth_call']])
    expect(plain).toEqual(multicall)
  })

  it('without Multicall3 a reverting call still fails alone', async () => {
    const reader = newReader({ multicall: false })
    const results = await Promise.allSettled([
      reader.read({ to: devnet.deployment.pMango, data: encodeFunctionData({ abi: plantedMangoAbi, functionName: 'rewardToken', args: [99n] }), decode: () => 0n }),
      reader.getBalance(user),
    ])
    expect(results[0].status).toBe('rejected')
    expect(results[1]).toMatchObject({ status: 'fulfilled', value: await viemClient.getBalance({ address: user }) })
    expect(requests()).toHaveLength(1)
  })

  it('fails every read of the batch with the transport error when the node is unreachable', async () => {
    const reader = newReader({ request: rpcFor('http://127.0.0.1:1', { retryDelay: 1 }) })
    const results = await Promise.allSettled([reader.getBalance(user), reader.read(erc20.totalSupply(devnet.deployment.mango))])
    for (const r of results) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(HttpRequestError)
  })

  it('works over a WebSocket node URL (viem transport, loaded on first use)', async () => {
    const wsUrl = devnet.anvil.rpcUrl.replace(/^http/, 'ws')
    const reader = createReader({ chain, request: rpcFor(wsUrl, { chain }) })
    const [balance, native] = await Promise.all([reader.read(erc20.balanceOf(devnet.deployment.mango, user)), reader.getBalance(user)])
    expect(balance).toBe(await viemClient.readContract({ address: devnet.deployment.mango, abi: mangoTokenAbi, functionName: 'balanceOf', args: [user] }))
    expect(native).toBe(await viemClient.getBalance({ address: user }))
    expect(requests()).toEqual([]) // nothing went through the HTTP proxy

    // A config whose node URL is ws:// reads and writes over the socket too.
    const config = createConfig({ chains: [devnetChain(wsUrl)], appName: 'Mango', storage: createStorage({ backend: memoryBackend() }) })
    expect(await config.getReader().getBalance(user)).toBe(native)
    expect(await config.getClient().request({ method: 'eth_chainId' })).toBe('0x44d')
    expect(requests()).toEqual([])
    config.destroy()
  })
})

describe('multicall (wagmi\'s)', () => {
  it('goes out with the batched reads as one eth_call; with a block number through viem\'s multicall, read at that block', async () => {
    const config = createConfig({ chains: [chain], appName: 'Mango', storage: createStorage({ backend: memoryBackend() }) })
    const token = { address: devnet.deployment.mango, abi: mangoTokenAbi } as const
    const [results, native] = await Promise.all([
      multicall(config, { contracts: [{ ...token, functionName: 'balanceOf', args: [user] }, { ...token, functionName: 'totalSupply' }] }),
      getBalance(config, { address: user }),
    ])
    expect(requests()).toEqual([['eth_call']])
    expect(results).toEqual([
      { result: await viemClient.readContract({ ...token, functionName: 'balanceOf', args: [user] }), status: 'success' },
      { result: await viemClient.readContract({ ...token, functionName: 'totalSupply' }), status: 'success' },
    ])
    expect(native.value).toBe(await viemClient.getBalance({ address: user }))
    const blockNumber = await viemClient.getBlockNumber()
    const [supply] = await multicall(config, { contracts: [{ ...token, functionName: 'totalSupply' }], allowFailure: false, blockNumber })
    expect(supply).toBe(await viemClient.readContract({ ...token, functionName: 'totalSupply', blockNumber }))
    config.destroy()
  })
})

describe('config.getReader', () => {
  it('a staking refresh (the kit readContracts) plus the native balance is ONE HTTP request; the viem client still works', async () => {
    const config = createConfig({ chains: [chain], appName: 'Mango', storage: createStorage({ backend: memoryBackend() }) })
    const d = devnet.deployment
    expect(config.getReader(chain.id)).toBe(config.getReader())
    const [state, native] = await Promise.all([readStakingState(config, d, user), getBalance(config, { address: user })])
    expect(requests()).toEqual([['eth_call']])
    expect(state.pMangoBalance).toBe(parseUnits('1000', 18))
    expect(state.totalStaked).toBe(parseUnits('1000', 18))
    expect(state.allowance).toBe(0n) // the approval was used up by plant
    expect(state.pendingReward).toBeGreaterThan(0n)
    // Multicall3's getCurrentBlockTimestamp, in the same multicall.
    expect(state.blockTimestamp).toBe((await viemClient.getBlock()).timestamp)
    expect(state.pausedActions).toEqual({ stake: false, unstake: false, harvest: false })
    expect(native.value).toBe(await viemClient.getBalance({ address: user }))

    // The public numbers, without a user, skip the personal reads.
    proxy.reset()
    const pub = await readStakingState(config, d)
    expect(pub.mangoBalance).toBe(0n)
    expect(pub.totalStaked).toBe(state.totalStaked)
    expect(requests()).toEqual([['eth_call']])

    // The (lazy) viem client for the write path reaches the same node.
    proxy.reset()
    const client = config.getClient()
    expect(await client.request({ method: 'eth_chainId' })).toBe('0x44d')
    expect(requests()).toEqual([['eth_chainId']])
    config.destroy()
  })

  it('rejects a chain that is not configured', () => {
    const config = createConfig({ chains: [chain], appName: 'Mango', storage: createStorage({ backend: memoryBackend() }) })
    expect(() => config.getReader(1)).toThrow(/not configured/)
  })
})

