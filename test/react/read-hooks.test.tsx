// @vitest-environment jsdom
/**
 * The public read hooks against a real chain (anvil with the devnet contracts, behind a
 * proxy that counts HTTP requests), as an app uses them: reads made in one render go out as
 * one multicall (first load and every refresh), `dataUpdatedAt` says when the data shown
 * was read, reads that name their chain ignore the wallet's, and a followed transaction's
 * receipt refreshes every read of its chain at once.
 */
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { createPublicClient, erc20Abi, http, parseUnits, type Address, type Chain } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { devnetWallet } from '../../lib/connectors/devnet'
import { connect } from '../../lib/core/actions/connect'
import { writeContract } from '../../lib/core/actions/writeContract'
import { createConfig, type Config } from '../../lib/core/config'
import { ChainNotConfiguredError } from '../../lib/core/errors'
import { createStorage } from '../../lib/core/storage'
import { PorchProvider } from '../../lib/react/Provider'
import type { UseQueryReturnType } from '../../lib/react/query/types'
import { useBalance } from '../../lib/react/useBalance'
import { useRefresh } from '../../lib/react/useQuery'
import { useReadContract } from '../../lib/react/useReadContract'
import { useReadContracts } from '../../lib/react/useReadContracts'
import { startRpcProxy, type RpcProxy } from '../../scripts/bench/rpcProxy'
import { DEV_ACCOUNT, DEV_PRIVATE_KEY, devnetAccounts, devnetChain, startDevnet, type Devnet } from '../../scripts/devnet'
import { memoryBackend } from '../fixtures/storage'

const timestampAbi = [{ type: 'function', name: 'getCurrentBlockTimestamp', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint256' }] }] as const
const OTHER = devnetAccounts[3].address

let devnet: Devnet
let proxy: RpcProxy
let chain: Chain
let config: Config
let viemClient: ReturnType<typeof createPublicClient>
/** Methods of every HTTP request the app sent since the last reset. */
const requests = () => proxy.records.map((r) => r.methods)

beforeAll(async () => {
  devnet = await startDevnet()
  proxy = await startRpcProxy(devnet.anvil.rpcUrl)
  chain = devnetChain(proxy.url)
  viemClient = createPublicClient({ transport: http(devnet.anvil.rpcUrl) })
  config = createConfig({
    chains: [chain],
    appName: 'Reads',
    pollingInterval: 50,
    storage: createStorage({ backend: memoryBackend() }),
    connectors: [devnetWallet({ privateKey: DEV_PRIVATE_KEY, chain, rpcUrl: devnet.anvil.rpcUrl })],
  })
  await connect(config, { connector: 'devnet' })
}, 120_000)
afterAll(async () => {
  config?.destroy()
  await proxy?.stop()
  await devnet?.stop()
})
afterEach(() => {
  cleanup()
  proxy.setMode('pass')
})

/** Renders `use` under a provider whose schedule would not refresh for a minute; `latest()` is its last result. */
function renderHook<T>(use: () => T) {
  const seen: { value?: T; refresh?: () => Promise<boolean> } = {}
  function Probe() {
    seen.value = use()
    seen.refresh = useRefresh()
    return null
  }
  render(
    <PorchProvider config={config} autoConnect={false} refreshInterval={60_000}>
      <Probe />
    </PorchProvider>,
  )
  return { latest: () => seen.value!, refresh: () => act(() => seen.refresh!().then(() => undefined)) }
}

const balanceOf = (token: Address, owner: Address, chainId?: number) => ({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner], chainId }) as const

describe('read hooks', () => {
  it('useReadContract, useReadContracts (with the block time) and useBalance in one render: ONE HTTP request, first load and refresh', async () => {
    const { mango, usdc, treasury, multicall3 } = devnet.deployment
    proxy.reset()
    const hook = renderHook(() => ({
      mango: useReadContract(balanceOf(mango, DEV_ACCOUNT)),
      pool: useReadContracts({
        contracts: [balanceOf(usdc, treasury), { address: multicall3, abi: timestampAbi, functionName: 'getCurrentBlockTimestamp' }],
        allowFailure: false,
      }),
      eth: useBalance({ address: DEV_ACCOUNT }),
    }))
    await waitFor(() => expect(hook.latest().mango.isSuccess && hook.latest().pool.isSuccess && hook.latest().eth.isSuccess).toBe(true), { timeout: 10_000 })
    expect(requests()).toEqual([['eth_call']])
    const { mango: m, pool, eth } = hook.latest()
    expect(m.data).toBe(await viemClient.readContract(balanceOf(mango, DEV_ACCOUNT)))
    expect(pool.data?.[0]).toBe(await viemClient.readContract(balanceOf(usdc, treasury)))
    expect(pool.data?.[1]).toBe((await viemClient.getBlock()).timestamp)
    expect(eth.data?.value).toBe(await viemClient.getBalance({ address: DEV_ACCOUNT }))

    proxy.reset()
    await hook.refresh()
    expect(requests()).toEqual([['eth_call']])
  })

  it('dataUpdatedAt: 0 before the first answer, the time of each success, kept with the data when a read fails', async () => {
    const before = Date.now()
    const hook = renderHook(() => useReadContract(balanceOf(devnet.deployment.mango, OTHER)))
    expect(hook.latest().dataUpdatedAt).toBe(0)
    await waitFor(() => expect(hook.latest().isSuccess).toBe(true), { timeout: 10_000 })
    const { data, dataUpdatedAt: first } = hook.latest()
    expect(data).toBe(await viemClient.readContract(balanceOf(devnet.deployment.mango, OTHER)))
    expect(first).toBeGreaterThanOrEqual(before)
    expect(first).toBeLessThanOrEqual(Date.now())

    proxy.setMode('down')
    let failed: Awaited<ReturnType<UseQueryReturnType<bigint>['refetch']>> | undefined
    await act(async () => {
      failed = await hook.latest().refetch()
    })
    expect(failed).toMatchObject({ status: 'error', data, dataUpdatedAt: first })
    expect(hook.latest()).toMatchObject({ isError: true, data, dataUpdatedAt: first })

    proxy.setMode('pass')
    await act(async () => void (await hook.latest().refetch()))
    expect(hook.latest()).toMatchObject({ isSuccess: true, error: null })
    expect(hook.latest().dataUpdatedAt).toBeGreaterThan(first)
  })

  it('reads that name their chain keep reading (same key, no error) while the wallet is on a chain the app does not configure', async () => {
    const { mango } = devnet.deployment
    const hook = renderHook(() => ({
      named: useReadContracts({ contracts: [balanceOf(mango, DEV_ACCOUNT, chain.id)] }),
      following: useReadContracts({ contracts: [balanceOf(mango, DEV_ACCOUNT)] }),
    }))
    await waitFor(() => expect(hook.latest().named.isSuccess && hook.latest().following.isSuccess).toBe(true), { timeout: 10_000 })
    const named = hook.latest().named.data
    const previous = config.getState().chainId
    act(() => config.store.setState((s) => ({ ...s, chainId: 1 })))
    try {
      expect(hook.latest().following.error).toBeInstanceOf(ChainNotConfiguredError)
      // The same entry: its data stays, and it is neither refetched nor an error.
      expect(hook.latest().named).toMatchObject({ isSuccess: true, error: null, isFetching: false })
      expect(hook.latest().named.data).toBe(named)
      proxy.reset()
      await hook.refresh()
      expect(hook.latest().named).toMatchObject({ isSuccess: true, data: named })
      expect(requests()).toEqual([['eth_call']])
    } finally {
      act(() => config.store.setState((s) => ({ ...s, chainId: previous })))
    }
  })

  it("a followed transaction's receipt refreshes every read of its chain at once, contract reads included", async () => {
    const { mango } = devnet.deployment
    const hook = renderHook(() => ({
      one: useReadContract(balanceOf(mango, OTHER)),
      many: useReadContracts({ contracts: [balanceOf(mango, DEV_ACCOUNT, chain.id), balanceOf(mango, OTHER, chain.id)], allowFailure: false }),
    }))
    await waitFor(() => expect(hook.latest().one.isSuccess && hook.latest().many.isSuccess).toBe(true), { timeout: 10_000 })
    const before = hook.latest().many.data!
    const amount = parseUnits('7', 18)
    await writeContract(config, { address: mango, abi: erc20Abi, functionName: 'transfer', args: [OTHER, amount], recent: { description: 'Send 7 MANGO' } })
    // The schedule would wait a minute: only the receipt's refresh can show this.
    await waitFor(
      () => {
        expect(hook.latest().one.data).toBe(before[1] + amount)
        expect(hook.latest().many.data).toEqual([before[0] - amount, before[1] + amount])
      },
      { timeout: 5_000, interval: 20 },
    )
  })
})
