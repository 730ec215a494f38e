// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react'
import { BundleFailedError, createClient, defineChain, encodeFunctionData, http, type Client, type Hash, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createConfig, type Config } from '../../lib/core/config'
import { createStorage } from '../../lib/core/storage'
import { connect } from '../../lib/core/actions/connect'
import { sendCalls } from '../../lib/core/actions/sendCalls'
import { getCallsStatus, type GetCallsStatusReturnType } from '../../lib/core/actions/getCallsStatus'
import { waitForCallsStatus } from '../../lib/core/actions/waitForCallsStatus'
import { FALLBACK_PREFIX } from '../../lib/core/calls/fallbackId'
import { describeBundleFailure } from '../../lib/core/i18n/bundleFailure'
import { PorchProvider } from '../../lib/react/Provider'
import { useCallsStatus } from '../../lib/react/useCallsStatus'
import { useWaitForCallsStatus } from '../../lib/react/useWaitForCallsStatus'
import { mockConnector, type MockConnector } from '../../lib/testing/mock'
import { startAnvil, type AnvilInstance } from '../../scripts/anvil'
import { memoryBackend } from '../fixtures/storage'

/**
 * EIP-5792 call status in viem's (wagmi 3's) shape, against a real anvil through the testing
 * entry's wallet: a bundle that went through, one that reverted (with the kit's `failure`
 * code, and the recent list agreeing), and calls sent one by one (`experimental_fallback`).
 */
const TO = '0x000000000000000000000000000000000000bEEF' as const
/** A contract whose every call reverts with Error("nope"). */
const REVERTER = '0x00000000000000000000000000000000000ba0ba' as const
const REVERTER_CODE = ('0x7f08c379a0' + '0'.repeat(56) + '600052' + '6020600452' + '6004602452' + '7f6e6f7065' + '0'.repeat(56) + '604452' + '60646000fd') as Hex
const POKE = encodeFunctionData({ abi: [{ type: 'function', name: 'poke', inputs: [], outputs: [], stateMutability: 'nonpayable' }], functionName: 'poke' })
/** anvil's second development account: the wallet without wallet_sendCalls sends from it. */
const SECOND_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const

interface NodeReceipt {
  status: Hex
  blockHash: Hash
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hash
}

let anvil: AnvilInstance
let node: Client
/** A wallet with EIP-5792 (atomic bundles). */
let batching: { config: Config; mock: MockConnector }
/** A wallet without wallet_sendCalls: bundles go call by call. */
let separate: { config: Config; mock: MockConnector }
const rpc = <T,>(method: string, params: unknown[] = []): Promise<T> => node.request({ method, params } as never) as Promise<T>

async function connected(eip5792: 'v2' | 'none', accounts?: readonly Hex[]) {
  const chain = defineChain({ id: 1101, name: 'Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.rpcUrl] } } })
  const mock = mockConnector({ chains: [{ id: 1101, rpcUrl: anvil.rpcUrl }], eip5792, ...(accounts ? { accounts } : {}) })
  const config = createConfig({ chains: [chain], appName: 'Test', connectors: [mock], storage: createStorage({ backend: memoryBackend() }), pollingInterval: 50 })
  await connect(config, { connector: config.getConnectors()[0]! })
  return { config, mock }
}

beforeAll(async () => {
  anvil = await startAnvil()
  node = createClient({ transport: http(anvil.rpcUrl) })
  await rpc('anvil_setCode', [REVERTER, REVERTER_CODE])
  batching = await connected('v2')
  separate = await connected('none', [SECOND_KEY])
})
afterAll(async () => {
  batching?.config.destroy()
  separate?.config.destroy()
  await anvil?.stop()
})
afterEach(cleanup)

/** Renders `hook` inside the kit's provider of `config`; `current()` is its latest return value. */
function renderHook<T>(config: Config, hook: () => T): { current: () => T } {
  let latest: T | undefined
  function Probe() {
    latest = hook()
    return null
  }
  render(
    <PorchProvider config={config} autoConnect={false}>
      <Probe />
    </PorchProvider>,
  )
  return { current: () => latest as T }
}

/** Each receipt of `status` as the node has it: viem's receipt fields, quantities as bigint. */
async function expectNodeReceipts(status: GetCallsStatusReturnType, count: number) {
  expect(status.receipts).toHaveLength(count)
  for (const receipt of status.receipts!) {
    const onNode = await rpc<NodeReceipt>('eth_getTransactionReceipt', [receipt.transactionHash])
    expect(typeof receipt.blockNumber).toBe('bigint')
    expect(receipt).toMatchObject({
      status: onNode.status === '0x1' ? 'success' : 'reverted',
      blockHash: onNode.blockHash,
      blockNumber: BigInt(onNode.blockNumber),
      gasUsed: BigInt(onNode.gasUsed),
      transactionHash: onNode.transactionHash,
    })
  }
}

describe('call status in viem\'s shape against anvil', () => {
  it('a bundle that went through: success, 200, atomic, receipts as the node has them; useCallsStatus reads the same', async () => {
    const { config } = batching
    const { id } = await sendCalls(config, { calls: [{ to: TO, value: 1_000n }, { to: TO, value: 2_000n }] })
    const final = await waitForCallsStatus(config, { id, pollingInterval: 50, timeout: 30_000 })
    expect(final).toMatchObject({ id, chainId: 1101, atomic: true, version: '2.0.0', status: 'success', statusCode: 200 })
    expect(final.failure).toBeUndefined()
    await expectNodeReceipts(final, 2)
    expect(final.receipts!.map((r) => r.status)).toEqual(['success', 'success'])
    expect(await getCallsStatus(config, { id })).toEqual(final)

    const hook = renderHook(config, () => useCallsStatus({ id }))
    await waitFor(() => expect(hook.current().data?.status).toBe('success'), { timeout: 10_000 })
    expect(hook.current().data).toEqual(final)
  })

  it('a bundle that reverted: failure, 500, the kit\'s failure code; throwOnFailure throws viem\'s BundleFailedError; the recent list agrees', async () => {
    const { config, mock } = batching
    // Rendered first: the provider tells the recent-transactions store how to ask about bundles.
    renderHook(config, () => null)
    const account = mock.wallet.address
    const { id } = await sendCalls(config, { calls: [{ to: TO, value: 1n }, { to: REVERTER, data: POKE }], recent: { description: 'Poke' } })
    const wait = renderHook(config, () => useWaitForCallsStatus({ id, pollingInterval: 50 }))
    await waitFor(() => expect(wait.current().data?.status).toBe('failure'), { timeout: 10_000 })
    const final = wait.current().data!
    expect(final).toMatchObject({ id, atomic: true, status: 'failure', statusCode: 500, failure: 'reverted' })
    await expectNodeReceipts(final, 1)
    expect(final.receipts![0]!.status).toBe('reverted')
    expect(describeBundleFailure(final.failure!)).toMatch(/undone as a whole/)

    const thrown = await waitForCallsStatus(config, { id, throwOnFailure: true }).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(BundleFailedError)
    expect((thrown as BundleFailedError).result).toEqual(final)

    // The store keeps its own state of the same answer: failed, reverted, the receipt's hash.
    await waitFor(() => expect(config.transactions.getTransactions(account, 1101).find((t) => t.kind === 'calls' && t.id === id)?.status).toBe('failed'), { timeout: 10_000 })
    expect(config.transactions.getTransactions(account, 1101).find((t) => t.kind === 'calls' && t.id === id)).toMatchObject({
      failure: 'reverted',
      receipts: [final.receipts![0]!.transactionHash.toLowerCase()],
    })
  })

  it('calls sent one by one (experimental_fallback): the same shape, not atomic, receipts read from the node', async () => {
    const { config, mock } = separate
    const before = BigInt(await rpc<Hex>('eth_getBalance', [TO, 'latest']))
    const { id } = await sendCalls(config, { calls: [{ to: TO, value: 7n }, { to: TO, value: 8n }], experimental_fallback: true })
    expect(id.startsWith(FALLBACK_PREFIX)).toBe(true)
    expect(mock.wallet.requests('eth_sendTransaction')).toHaveLength(2)
    const wait = renderHook(config, () => useWaitForCallsStatus({ id, pollingInterval: 50 }))
    await waitFor(() => expect(wait.current().data?.status).toBe('success'), { timeout: 10_000 })
    const final = wait.current().data!
    expect(final).toMatchObject({ id, chainId: 1101, atomic: false, version: '2.0.0', status: 'success', statusCode: 200 })
    await expectNodeReceipts(final, 2)
    expect(final.receipts!.map((r) => r.status)).toEqual(['success', 'success'])
    expect(BigInt(await rpc<Hex>('eth_getBalance', [TO, 'latest']))).toBe(before + 15n)
  })
})
