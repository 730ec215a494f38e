import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createClient, defineChain, http, type Client, type Hash, type Hex, type TransactionReceipt } from 'viem'
import { getBlock, getBlockNumber, getTransactionReceipt } from 'viem/actions'
import { createConfig, type Config } from '../../lib/core/config'
import { waitForTransactionReceipt } from '../../lib/core/actions/waitForTransactionReceipt'
import { createTransactionStore } from '../../lib/core/transactions'
import { RequestTimeoutError } from '../../lib/core/callErrors'
import { startAnvil, type AnvilInstance } from '../../scripts/anvil'
import { startRpcProxy, type RpcProxy } from '../../scripts/bench/rpcProxy'
import { memoryBackend } from '../fixtures/storage'
import { ACCOUNT, storageOn, withoutSlotMethod } from './helpers'

/**
 * Reorganisations on a real anvil (`anvil_reorg`): the recent-transactions store and
 * waitForTransactionReceipt read the receipt again on every poll, so a transaction taken
 * out of the chain is not confirmed and one mined again counts from its new block. The kit
 * reads through a proxy that holds every answer carrying the receipt of the block about to
 * be abandoned until the reorg is done: a poll then reads the receipt before the reorg and
 * the head after it (the race between the two reads, made to happen every time). Last, a
 * replacement mined below the block where the store last saw the nonce free (a node without
 * eth_getTransactionBySenderAndNonce, where the store searches the nonce by block).
 */
const TO = '0x000000000000000000000000000000000000bEEF'
/** Every case waits for 2 blocks, the receipt's own included. */
const CONFIRMATIONS = 2

let anvil: AnvilInstance
/** The node itself, for the test's own reads and for the reorg. */
let node: Client
let proxy: RpcProxy
let config: Config
const rpc = <T>(method: string, params: unknown[] = []): Promise<T> => node.request({ method, params } as never) as Promise<T>

beforeAll(async () => {
  anvil = await startAnvil()
  node = createClient({ transport: http(anvil.rpcUrl), pollingInterval: 50 })
  proxy = await startRpcProxy(anvil.rpcUrl)
  const chain = defineChain({ id: 1101, name: 'Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [proxy.url] } } })
  config = createConfig({ chains: [chain], appName: 'Test', storage: storageOn(memoryBackend()), pollingInterval: 50 })
})
afterAll(async () => {
  config?.destroy()
  await proxy?.stop()
  await anvil?.stop()
})
beforeEach(() => proxy.setBeforeAnswer(undefined))

/** A transfer, mined at once (automine), with one block on top: 2 confirmations before the reorg. */
async function minedWithOneOnTop(): Promise<{ hash: Hash; raw: Hex; receipt: TransactionReceipt }> {
  const hash = await rpc<Hash>('eth_sendTransaction', [{ from: ACCOUNT, to: TO, value: '0x1' }])
  const raw = await rpc<Hex>('eth_getRawTransactionByHash', [hash])
  const receipt = await getTransactionReceipt(node, { hash })
  await rpc('evm_mine')
  return { hash, raw, receipt }
}

/** Holds each answer that carries the block `abandoned` until `reorg` (run once, by the first) is done. */
function reorgOnFirstRead(abandoned: Hash, reorg: () => Promise<unknown>): { done: () => boolean } {
  let running: Promise<unknown> | undefined
  let done = false
  proxy.setBeforeAnswer(async (answer) => {
    if (!answer.includes(abandoned)) return
    await (running ??= reorg().then(() => (done = true)))
  })
  return { done: () => done }
}

/**
 * Waits until the kit has asked for a receipt `n` more times (one poll each), checking that
 * `hash` is still unconfirmed after each: a follower that confirmed it stops asking.
 */
async function pollsWithout(follower: Follower, hash: Hash, n: number): Promise<void> {
  const asked = () => proxy.methods.filter((m) => m === 'eth_getTransactionReceipt').length
  const target = asked() + n
  await vi.waitFor(
    () => {
      expect(follower.confirmed(hash)).toBe(false)
      expect(asked()).toBeGreaterThanOrEqual(target)
    },
    { timeout: 10_000, interval: 20 },
  )
  expect(follower.confirmed(hash)).toBe(false)
}

/** What follows a transaction for CONFIRMATIONS blocks: the store, or waitForTransactionReceipt. */
interface Follower {
  name: string
  start(hash: Hash): void
  confirmed(hash: Hash): boolean
}

const stored = (hash: Hash) => config.transactions.getTransactions(ACCOUNT, 1101).find((t) => t.hash === hash)
const store: Follower = {
  name: 'the store',
  start: (hash) => config.transactions.addTransaction(ACCOUNT, 1101, { hash, description: 'Send 1 wei', confirmations: CONFIRMATIONS }),
  confirmed: (hash) => stored(hash)?.status === 'confirmed',
}
/** waitForTransactionReceipt's answers, by hash: a receipt, or what it rejected with. */
const waited = new Map<Hash, unknown>()
const waiter: Follower = {
  name: 'waitForTransactionReceipt',
  start: (hash) =>
    void waitForTransactionReceipt(config, { hash, confirmations: CONFIRMATIONS, pollingInterval: 50, timeout: 3_000 }).then(
      (receipt) => waited.set(hash, receipt),
      (error: unknown) => waited.set(hash, error),
    ),
  confirmed: (hash) => waited.has(hash) && !(waited.get(hash) instanceof Error),
}

describe.each([store, waiter])('reorganisations followed by $name', (follower) => {
  it('a transaction reorganised out is not confirmed, though the head passes its old block', async () => {
    const { hash, receipt } = await minedWithOneOnTop()
    // The 2 blocks from the transaction's up are replaced by 2 without it: the head stays where it was.
    const trap = reorgOnFirstRead(receipt.blockHash, () => rpc('anvil_reorg', [2, []]))
    follower.start(hash)
    await vi.waitFor(() => expect(trap.done()).toBe(true), { timeout: 10_000, interval: 20 })
    expect(await getTransactionReceipt(node, { hash }).catch(() => undefined)).toBeUndefined()
    await pollsWithout(follower, hash, 3)

    // The new fork grows well past the abandoned block: still no receipt, so nothing to count.
    await rpc('anvil_mine', ['0x3'])
    await pollsWithout(follower, hash, 3)
    // Neither ends it: the store keeps it pending, the wait runs out of time.
    if (follower === store) expect(stored(hash)).toMatchObject({ status: 'pending' })
    else await vi.waitFor(() => expect(waited.get(hash)).toBeInstanceOf(RequestTimeoutError), { timeout: 10_000, interval: 50 })
  })

  it('a transaction mined again in a later block is confirmed from that block, and both followers agree', async () => {
    const { hash, raw, receipt } = await minedWithOneOnTop()
    // The same 2 blocks again, the transaction now in the second: 1 confirmation, not 2.
    const trap = reorgOnFirstRead(receipt.blockHash, () => rpc('anvil_reorg', [2, [[raw, 1]]]))
    follower.start(hash)
    await vi.waitFor(() => expect(trap.done()).toBe(true), { timeout: 10_000, interval: 20 })
    const moved = await getTransactionReceipt(node, { hash })
    expect(moved.blockNumber).toBe(receipt.blockNumber + 1n)
    expect(moved.blockHash).not.toBe(receipt.blockHash)
    await pollsWithout(follower, hash, 3)

    await rpc('evm_mine')
    await vi.waitFor(() => expect(follower.confirmed(hash)).toBe(true), { timeout: 10_000, interval: 20 })
    // The other follower, asked now, and this one tell the same: confirmed, in the new block.
    const other = follower === store ? waiter : store
    other.start(hash)
    await vi.waitFor(() => expect(other.confirmed(hash)).toBe(true), { timeout: 10_000, interval: 20 })
    expect(waited.get(hash)).toMatchObject({ blockNumber: moved.blockNumber, blockHash: moved.blockHash, status: 'success' })
  })
})

describe('a replacement mined by a reorganisation', () => {
  it('is found by the store on a node without eth_getTransactionBySenderAndNonce, below the block where it saw the nonce free', async () => {
    const asked: string[] = []
    const noSlot = withoutSlotMethod(node, (method) => asked.push(method))
    const local = createTransactionStore({ storage: storageOn(memoryBackend()), getClient: (id) => (id === 1101 ? noSlot : undefined) })
    const gwei = (n: number) => `0x${(BigInt(n) * 1_000_000_000n).toString(16)}`
    await rpc('anvil_mine', ['0x3']) // room below the head for the reorg
    await rpc('evm_setAutomine', [false])
    try {
      const nonce = await rpc<Hex>('eth_getTransactionCount', [ACCOUNT, 'pending'])
      const hash = await rpc<Hash>('eth_sendTransaction', [{ from: ACCOUNT, to: TO, value: '0x1', gas: '0x5208', maxFeePerGas: gwei(2), maxPriorityFeePerGas: gwei(1) }])
      local.addTransaction(ACCOUNT, 1101, { hash, description: 'Send 1 wei' })
      // Two searches for the nonce's holder: the first has answered that it is free at the head.
      await vi.waitFor(() => expect(asked.filter((m) => m === 'eth_getTransactionCount').length).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 20 })

      // The wallet's cancellation, mined by a reorganisation in the block below that head.
      const cancel = { from: ACCOUNT, to: ACCOUNT, value: '0x0', nonce, gas: '0x5208', maxFeePerGas: gwei(4), maxPriorityFeePerGas: gwei(2) }
      await rpc('anvil_reorg', [2, [[cancel, 0]]])
      const { transactions } = await getBlock(node, { blockNumber: (await getBlockNumber(node, { cacheTime: 0 })) - 1n })
      expect(transactions).toHaveLength(1)
      const found = () => local.getTransactions(ACCOUNT, 1101).find((t) => t.hash === hash)
      await vi.waitFor(() => expect(found()).toMatchObject({ status: 'cancelled', replacedBy: transactions[0] }), { timeout: 10_000, interval: 20 })
    } finally {
      local.destroy()
      await rpc('evm_setAutomine', [true])
    }
  })
})
