// @vitest-environment jsdom
/**
 * The watcher hooks against a real chain (anvil with the devnet contracts, behind a proxy
 * that records every request): blocks mined with anvil_mine reach onBlockNumber and onBlock
 * in order and once each (also under StrictMode), a pending transaction reaches
 * onTransactions, a real Transfer reaches onLogs decoded; a new callback is called without
 * restarting the watch, and `enabled: false` or an unmount stops it.
 */
import { StrictMode, type ReactNode } from 'react'
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { createPublicClient, createWalletClient, erc20Abi, http, type Block, type Hash, type Log } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createConfig, type Config } from '../../lib/core/config'
import { createStorage } from '../../lib/core/storage'
import { PorchProvider } from '../../lib/react/Provider'
import { useWatchBlockNumber, type UseWatchBlockNumberParameters } from '../../lib/react/useWatchBlockNumber'
import { useWatchBlocks } from '../../lib/react/useWatchBlocks'
import { useWatchContractEvent } from '../../lib/react/useWatchContractEvent'
import { useWatchPendingTransactions } from '../../lib/react/useWatchPendingTransactions'
import { startRpcProxy, type RpcProxy } from '../../scripts/bench/rpcProxy'
import { DEV_ACCOUNT, devnetAccounts, devnetChain, startDevnet, type Devnet } from '../../scripts/devnet'
import { memoryBackend } from '../fixtures/storage'

const OTHER = devnetAccounts[3].address
const THIRD = devnetAccounts[2].address
/** Longer than several polls (50 ms): what has not arrived by then would have. */
const QUIET_MS = 400

let devnet: Devnet
let proxy: RpcProxy
let config: Config
let node: ReturnType<typeof createPublicClient>
let wallet: ReturnType<typeof createWalletClient>
const rpc = <T,>(method: string, params: unknown[] = []) => node.request({ method, params } as never) as Promise<T>
const mine = (blocks: number) => rpc('anvil_mine', [`0x${blocks.toString(16)}`])
const quiet = () => act(() => new Promise((r) => setTimeout(r, QUIET_MS)))
/** Methods of every request the kit sent since the last reset. */
const methods = () => proxy.records.flatMap((r) => r.methods)

beforeAll(async () => {
  devnet = await startDevnet()
  proxy = await startRpcProxy(devnet.anvil.rpcUrl)
  node = createPublicClient({ transport: http(devnet.anvil.rpcUrl) })
  wallet = createWalletClient({ account: DEV_ACCOUNT, chain: devnetChain(devnet.anvil.rpcUrl), transport: http(devnet.anvil.rpcUrl) })
  config = createConfig({ chains: [devnetChain(proxy.url)], appName: 'Watchers', pollingInterval: 50, storage: createStorage({ backend: memoryBackend() }) })
}, 120_000)
afterAll(async () => {
  config?.destroy()
  await proxy?.stop()
  await devnet?.stop()
})
afterEach(cleanup)

const provider = (children: ReactNode) => (
  <StrictMode>
    <PorchProvider config={config} autoConnect={false} refreshInterval={60_000}>
      {children}
    </PorchProvider>
  </StrictMode>
)

function BlockNumbers(props: UseWatchBlockNumberParameters) {
  useWatchBlockNumber(props)
  return null
}

describe('useWatchBlockNumber', () => {
  it('calls back with each mined block in order, once each under StrictMode; a new callback runs without a restart; disabled or unmounted it stops', async () => {
    const seen: bigint[] = []
    const options = { emitOnBegin: true, emitMissed: true, pollingInterval: 50 }
    const view = render(provider(<BlockNumbers {...options} onBlockNumber={(n) => seen.push(n)} />))
    await waitFor(() => expect(seen.length).toBe(1), { timeout: 10_000 })
    const start = await node.getBlockNumber()
    expect(seen).toEqual([start])

    await mine(3)
    await waitFor(() => expect(seen).toEqual([start, start + 1n, start + 2n, start + 3n]), { timeout: 10_000 })
    await quiet()
    expect(seen).toEqual([start, start + 1n, start + 2n, start + 3n]) // no second subscription left by StrictMode

    // A new callback: called from the next block on. A restart would have called it at once
    // with the current block (emitOnBegin).
    const later: bigint[] = []
    view.rerender(provider(<BlockNumbers {...options} onBlockNumber={(n) => later.push(n)} />))
    await quiet()
    expect(later).toEqual([])
    await mine(1)
    await waitFor(() => expect(later).toEqual([start + 4n]), { timeout: 10_000 })
    expect(seen).toHaveLength(4)

    view.rerender(provider(<BlockNumbers {...options} enabled={false} onBlockNumber={(n) => later.push(n)} />))
    await mine(1)
    await quiet()
    expect(later).toEqual([start + 4n])

    // Enabled again: a new watch (it begins with the current block).
    view.rerender(provider(<BlockNumbers {...options} onBlockNumber={(n) => later.push(n)} />))
    await waitFor(() => expect(later).toEqual([start + 4n, start + 5n]), { timeout: 10_000 })

    view.unmount()
    // A poll sent just before the unmount may still reach the node: let it land, then count.
    await quiet()
    proxy.reset()
    await mine(1)
    await quiet()
    expect(later).toEqual([start + 4n, start + 5n])
    expect(methods()).toEqual([]) // nothing polls any more
  })

  it('a chain the app does not configure goes to onError', async () => {
    const errors: Error[] = []
    render(provider(<BlockNumbers chainId={5} onBlockNumber={() => undefined} onError={(e) => errors.push(e)} />))
    await waitFor(() => expect(errors.map((e) => e.name)).toContain('ChainNotConfiguredError'), { timeout: 10_000 })
  })
})

describe('useWatchBlocks', () => {
  it('calls back with each mined block, as the node has it', async () => {
    const blocks: Block[] = []
    function Watch() {
      useWatchBlocks({ emitOnBegin: true, emitMissed: true, pollingInterval: 50, onBlock: (block) => void blocks.push(block) })
      return null
    }
    render(provider(<Watch />))
    await waitFor(() => expect(blocks.length).toBe(1), { timeout: 10_000 })
    await mine(2)
    await waitFor(() => expect(blocks.length).toBe(3), { timeout: 10_000 })
    const start = blocks[0]!.number!
    expect(blocks.map((b) => b.number)).toEqual([start, start + 1n, start + 2n])
    for (const block of blocks) expect(block.hash).toBe((await node.getBlock({ blockNumber: block.number! })).hash)
  })
})

describe('useWatchPendingTransactions', () => {
  it('calls back with the hash of a transaction that entered the pool', async () => {
    await rpc('evm_setAutomine', [false])
    try {
      const hashes: Hash[] = []
      function Watch() {
        useWatchPendingTransactions({ pollingInterval: 50, onTransactions: (list) => void hashes.push(...list) })
        return null
      }
      proxy.reset()
      render(provider(<Watch />))
      // The node reports transactions sent after its filter exists.
      await waitFor(() => expect(methods()).toContain('eth_newPendingTransactionFilter'), { timeout: 10_000 })
      const hash = await wallet.sendTransaction({ account: DEV_ACCOUNT, chain: null, to: OTHER, value: 1n })
      await waitFor(() => expect(hashes).toContain(hash), { timeout: 10_000 })
      expect(hashes).toEqual([hash])
    } finally {
      await rpc('evm_setAutomine', [true])
      await mine(1)
    }
  })
})

describe('useWatchContractEvent', () => {
  it('calls back with a real Transfer, decoded with the ABI and filtered by its indexed args', async () => {
    const token = devnet.deployment.mango
    const seen: Log[] = []
    const values: bigint[] = []
    function Watch() {
      useWatchContractEvent({
        address: token,
        abi: erc20Abi,
        eventName: 'Transfer',
        args: { to: OTHER }, // a new object each render: compared by value, no restart
        pollingInterval: 50,
        onLogs: (logs) => {
          seen.push(...logs)
          // Typed from the ABI: args.value is a bigint.
          for (const log of logs) values.push(log.args.value ?? -1n)
        },
      })
      return null
    }
    proxy.reset()
    render(provider(<Watch />))
    await waitFor(() => expect(methods()).toContain('eth_newFilter'), { timeout: 10_000 })
    // The development account holds the devnet's reward token: a transfer elsewhere first, then one the filter asks for.
    await node.waitForTransactionReceipt({ hash: await wallet.writeContract({ account: DEV_ACCOUNT, chain: null, address: token, abi: erc20Abi, functionName: 'transfer', args: [THIRD, 5n] }) })
    const hash = await wallet.writeContract({ account: DEV_ACCOUNT, chain: null, address: token, abi: erc20Abi, functionName: 'transfer', args: [OTHER, 7n] })
    await node.waitForTransactionReceipt({ hash })

    await waitFor(() => expect(seen).toHaveLength(1), { timeout: 10_000 })
    expect(seen[0]).toMatchObject({ eventName: 'Transfer', transactionHash: hash, args: { from: DEV_ACCOUNT, to: OTHER, value: 7n } })
    expect(values).toEqual([7n])
  })
})
