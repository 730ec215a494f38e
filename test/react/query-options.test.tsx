// @vitest-environment jsdom
/**
 * wagmi's `query` options and TanStack Query's result fields, through real read hooks
 * (useBlockNumber, useBalance) on a real chain (anvil behind a proxy that counts HTTP
 * requests and can play a node that is down), under the provider and its refresh schedule:
 * staleTime (mount and refresh), gcTime (an unread key dropped, then read again),
 * placeholderData (a value; the previous key's data), the error and fetch fields, queryKey;
 * and the two hooks that stand on the same engine, useQuery(key, fn) and useWalletClient.
 */
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { createClient, defineChain, http, parseEther, type Address, type Chain, type Client } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { devnetWallet } from '../../lib/connectors/devnet'
import { connect } from '../../lib/core/actions/connect'
import { createConfig, type Config } from '../../lib/core/config'
import { createStorage } from '../../lib/core/storage'
import { PorchProvider } from '../../lib/react/Provider'
import { queryKey } from '../../lib/react/query/key'
import { useBalance, type Balance } from '../../lib/react/useBalance'
import { useBlockNumber } from '../../lib/react/useBlockNumber'
import { useQuery } from '../../lib/react/useQuery'
import { useWalletClient } from '../../lib/react/useWalletClient'
import { startAnvil, type AnvilInstance } from '../../scripts/anvil'
import { startRpcProxy, type RpcProxy } from '../../scripts/bench/rpcProxy'
import { DEV_ACCOUNT, DEV_PRIVATE_KEY } from '../../scripts/devnet/accounts'
import { memoryBackend } from '../fixtures/storage'

let anvil: AnvilInstance
let proxy: RpcProxy
let node: Client
let chain: Chain
let config: Config
const rpc = <T,>(method: string, params: unknown[] = []): Promise<T> => node.request({ method, params } as never) as Promise<T>
const blockNumber = async () => BigInt(await rpc<string>('eth_blockNumber'))
/** Addresses no other test reads (fresh cache keys). */
const fresh = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address
const mine = () => rpc('anvil_mine', ['0x1'])
const sleep = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)))
/** What a browser sends when the window regains focus: the provider's schedule refreshes. */
const focus = () => act(() => void window.dispatchEvent(new Event('focus')))

beforeAll(async () => {
  anvil = await startAnvil()
  proxy = await startRpcProxy(anvil.rpcUrl)
  node = createClient({ transport: http(anvil.rpcUrl) })
  // No Multicall3 on a bare anvil: every read is its own JSON-RPC call, counted by the proxy.
  chain = defineChain({ id: 1101, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [proxy.url] } } })
  config = createConfig({
    chains: [chain],
    appName: 'Query options',
    pollingInterval: 50,
    storage: createStorage({ backend: memoryBackend() }),
    connectors: [devnetWallet({ privateKey: DEV_PRIVATE_KEY, chain, rpcUrl: anvil.rpcUrl })],
  })
}, 60_000)
afterAll(async () => {
  config?.destroy()
  await proxy?.stop()
  await anvil?.stop()
})
afterEach(() => {
  cleanup()
  proxy.setMode('pass')
})

/**
 * One provider (one query cache, one refresh schedule) on the page; `add(use)` mounts a hook
 * under it, `all` being every result it rendered, `unmount()` takes it away again.
 */
function page() {
  let setProbes: (update: (probes: Array<{ id: number; Probe: () => null }>) => Array<{ id: number; Probe: () => null }>) => void = () => {}
  function Host() {
    const [probes, set] = useState<Array<{ id: number; Probe: () => null }>>([])
    setProbes = set
    return probes.map(({ id, Probe }) => <Probe key={id} />)
  }
  render(
    <PorchProvider config={config} autoConnect={false} refreshInterval={60_000}>
      <Host />
    </PorchProvider>,
  )
  let next = 0
  return {
    add<T>(use: () => T) {
      const all: T[] = []
      const probe = {
        id: next++,
        Probe: () => {
          all.push(use())
          return null
        },
      }
      act(() => setProbes((p) => [...p, probe]))
      return { all, latest: () => all[all.length - 1]!, unmount: () => act(() => setProbes((p) => p.filter((x) => x !== probe))) }
    },
  }
}
/** One hook on a page of its own. */
const renderHook = <T,>(use: () => T) => page().add(use)

describe('query.staleTime', () => {
  it('data younger than staleTime is not read again by a refresh (focus) nor when a hook mounts; refetch() reads it anyway', async () => {
    const app = page()
    const first = app.add(() => useBlockNumber({ query: { staleTime: 60_000 } }))
    await waitFor(() => expect(first.latest().isSuccess).toBe(true), { timeout: 10_000 })
    const seen = first.latest().data
    expect(seen).toBe(await blockNumber())
    await mine()
    proxy.reset()
    focus()
    await sleep(300)
    const second = app.add(() => useBlockNumber({ query: { staleTime: 60_000 } }))
    await sleep(300)
    expect(proxy.requests).toBe(0)
    expect(first.latest().data).toBe(seen)
    expect(second.all[0]).toMatchObject({ isSuccess: true, data: seen })

    await act(async () => void (await first.latest().refetch()))
    expect(proxy.requests).toBe(1)
    expect(first.latest().data).toBe(seen! + 1n)
    expect(second.latest().data).toBe(seen! + 1n)
  })

  it('data older than staleTime is read again by a refresh and by a hook that mounts', async () => {
    const app = page()
    const first = app.add(() => useBlockNumber({ query: { staleTime: 200 } }))
    await waitFor(() => expect(first.latest().isSuccess).toBe(true), { timeout: 10_000 })
    await sleep(400) // a wide margin over staleTime
    await mine()
    proxy.reset()
    focus()
    await waitFor(() => expect(first.latest().data).toBe(0n + first.all.find((r) => r.isSuccess)!.data! + 1n), { timeout: 5_000 })
    expect(proxy.requests).toBe(1)

    await sleep(400)
    await mine()
    proxy.reset()
    const second = app.add(() => useBlockNumber({ query: { staleTime: 200 } }))
    await waitFor(() => expect(second.latest().data).toBe(first.all.find((r) => r.isSuccess)!.data! + 2n), { timeout: 5_000 })
    expect(proxy.requests).toBe(1)
  })

  it("without staleTime (the kit's default) every refresh reads again, and a hook that mounts shows the data read without reading", async () => {
    const app = page()
    const first = app.add(() => useBlockNumber())
    await waitFor(() => expect(first.latest().isSuccess).toBe(true), { timeout: 10_000 })
    await mine()
    proxy.reset()
    focus()
    await waitFor(() => expect(first.latest().data).toBe(first.all.find((r) => r.isSuccess)!.data! + 1n), { timeout: 5_000 })
    expect(proxy.requests).toBe(1)

    await mine()
    proxy.reset()
    const second = app.add(() => useBlockNumber())
    await sleep(300)
    expect(proxy.requests).toBe(0)
    expect(second.all[0]).toMatchObject({ isSuccess: true, data: first.latest().data })
  })
})

describe('query.gcTime', () => {
  const who = fresh(0xa5)

  it('a key no hook reads is dropped after gcTime: the next hook reads it again from pending; within gcTime it shows the data at once', async () => {
    const app = page()
    const a = app.add(() => useBalance({ address: who, query: { gcTime: 300 } }))
    await waitFor(() => expect(a.latest().isSuccess).toBe(true), { timeout: 10_000 })
    const balance = a.latest().data!.value
    expect(balance).toBe(await rpc<string>('eth_getBalance', [who, 'latest']).then(BigInt))
    a.unmount()

    proxy.reset()
    const b = app.add(() => useBalance({ address: who, query: { gcTime: 300 } }))
    expect(b.all[0]).toMatchObject({ isSuccess: true, data: { value: balance } })
    await sleep(100)
    expect(proxy.requests).toBe(0)
    b.unmount()

    await sleep(900) // past gcTime, with a wide margin
    proxy.reset()
    const c = app.add(() => useBalance({ address: who, query: { gcTime: 300 } }))
    expect(c.all[0]).toMatchObject({ isPending: true, data: undefined, dataUpdatedAt: 0 })
    await waitFor(() => expect(c.latest().isSuccess).toBe(true), { timeout: 10_000 })
    expect(c.latest().data!.value).toBe(balance)
    expect(proxy.requests).toBe(1)
  })
})

describe('query.placeholderData', () => {
  const [a, b] = [fresh(0xa6), fresh(0xa7)]
  const zero: Balance = { value: 0n, decimals: 18, symbol: 'ETH', formatted: '0' }

  it('a value: shown as success with isPlaceholderData while the first read runs, then the data read', async () => {
    await rpc('anvil_setBalance', [a, `0x${parseEther('3').toString(16)}`])
    const hook = renderHook(() => useBalance({ address: a, query: { placeholderData: zero, select: (d) => d.formatted } }))
    expect(hook.all[0]).toMatchObject({ status: 'success', isPlaceholderData: true, data: '0', isFetching: false, dataUpdatedAt: 0 })
    await waitFor(() => expect(hook.latest().isPlaceholderData).toBe(false), { timeout: 10_000 })
    expect(hook.latest()).toMatchObject({ status: 'success', data: '3', isPlaceholderData: false })
    expect(hook.all.some((r) => r.isPlaceholderData && r.isFetching && r.isRefetching)).toBe(true)
  })

  it('a function of the previous data: the previous address stays on screen while the next one loads', async () => {
    await rpc('anvil_setBalance', [a, `0x${parseEther('3').toString(16)}`])
    await rpc('anvil_setBalance', [b, `0x${parseEther('5').toString(16)}`])
    let pick: (next: Address) => void = () => {}
    const hook = renderHook(() => {
      const [address, setAddress] = useState<Address>(a)
      pick = setAddress
      return useBalance({ address, query: { placeholderData: (previous) => previous } })
    })
    await waitFor(() => expect(hook.latest().data?.formatted).toBe('3'), { timeout: 10_000 })
    expect(hook.all[0]).toMatchObject({ isPending: true, isPlaceholderData: false, data: undefined }) // nothing before
    const before = hook.all.length
    act(() => pick(b))
    expect(hook.all[before]).toMatchObject({ isPlaceholderData: true, isSuccess: true, data: { formatted: '3' } })
    await waitFor(() => expect(hook.latest()).toMatchObject({ isPlaceholderData: false, data: { formatted: '5' } }), { timeout: 10_000 })
  })
})

describe("TanStack Query's result fields", () => {
  it('isLoadingError, isRefetchError, errorUpdatedAt, failureCount, failureReason, fetchStatus, isRefetching, isFetched, queryKey', async () => {
    const who = fresh(0xa8)
    proxy.setMode('down')
    const started = Date.now()
    const hook = renderHook(() => useBalance({ address: who }))
    expect(hook.all[0]).toMatchObject({ fetchStatus: 'idle', isFetched: false, failureCount: 0, queryKey: [queryKey('balance', chain.id, who)] })
    await waitFor(() => expect(hook.latest().isError).toBe(true), { timeout: 15_000 })
    const failed = hook.latest()
    expect(failed).toMatchObject({ isLoadingError: true, isRefetchError: false, failureCount: 1, fetchStatus: 'idle', isFetched: true, dataUpdatedAt: 0 })
    expect(failed.failureReason).toBe(failed.error)
    expect(failed.errorUpdatedAt).toBeGreaterThanOrEqual(started)
    expect(hook.all.some((r) => r.fetchStatus === 'fetching' && r.isLoading && !r.isRefetching)).toBe(true)

    proxy.setMode('pass')
    const mark = hook.all.length
    await act(async () => void (await hook.latest().refetch()))
    expect(hook.latest()).toMatchObject({ isSuccess: true, failureCount: 0, failureReason: null, error: null, errorUpdatedAt: failed.errorUpdatedAt })
    expect(hook.latest().data!.value).toBe(await rpc<string>('eth_getBalance', [who, 'latest']).then(BigInt))
    // While it read again after the failure: fetching, no longer counting the failure.
    expect(hook.all.slice(mark).some((r) => r.fetchStatus === 'fetching' && r.failureCount === 0)).toBe(true)

    proxy.setMode('down')
    const refreshMark = hook.all.length
    await act(async () => void (await hook.latest().refetch()))
    expect(hook.all.slice(refreshMark).some((r) => r.isRefetching && r.fetchStatus === 'fetching')).toBe(true)
    expect(hook.latest()).toMatchObject({ isError: true, isRefetchError: true, isLoadingError: false, failureCount: 1 })
    expect(hook.latest().data!.value).toBeDefined() // the last good data stays
    expect(hook.latest().errorUpdatedAt).toBeGreaterThan(failed.errorUpdatedAt)
  }, 40_000)

  it('disabled: pending and idle, no read', async () => {
    proxy.reset()
    const hook = renderHook(() => useBalance({ address: DEV_ACCOUNT, query: { enabled: false } }))
    await sleep(200)
    expect(hook.latest()).toMatchObject({ isPending: true, fetchStatus: 'idle', isFetched: false })
    expect(proxy.requests).toBe(0)
  })
})

describe('the hooks on the same engine', () => {
  it("useQuery(key, fn): the kit's shape (idle/loading/success), shared with every hook of the key; refetch reads that key again", async () => {
    let reads = 0
    const read = async () => {
      reads++
      return blockNumber()
    }
    const hook = renderHook(() => ({ a: useQuery('app:block', read), b: useQuery('app:block', read) }))
    expect(hook.all[0]!.a).toMatchObject({ status: 'idle', fetching: false, updatedAt: 0 })
    await waitFor(() => expect(hook.latest().a.status).toBe('success'), { timeout: 5_000 })
    expect(hook.all.some((r) => r.a.status === 'loading' && r.a.fetching)).toBe(true)
    expect(hook.latest().a.data).toBe(await blockNumber())
    expect(hook.latest().b.data).toBe(hook.latest().a.data)
    expect(reads).toBe(1)
    await mine()
    let ok: boolean | undefined
    await act(async () => void (ok = await hook.latest().a.refetch()))
    expect(ok).toBe(true)
    expect(reads).toBe(2)
    expect(hook.latest().b.data).toBe(await blockNumber())
  })

  it('useWalletClient: a client of the connected account and chain, on the query cache', async () => {
    await connect(config, { connector: 'devnet' })
    const hook = renderHook(() => useWalletClient({ query: { select: (client) => ({ address: client.account.address, chainId: client.chain.id }) } }))
    await waitFor(() => expect(hook.latest().isSuccess).toBe(true), { timeout: 10_000 })
    expect(hook.latest().data).toEqual({ address: DEV_ACCOUNT, chainId: chain.id })
    expect(hook.latest().queryKey).toHaveLength(1)
  })
})
