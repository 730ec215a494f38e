import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createClient, http, type Client, type Hash, type Hex } from 'viem'
import { getTransactionReceipt, waitForTransactionReceipt } from 'viem/actions'
import { createTransactionStore, type TransactionStore, type TransactionStatus } from '../../lib/core/transactions'
import { startAnvil, type AnvilInstance as Anvil } from '../../scripts/anvil'
import { memoryBackend } from '../fixtures/storage'
import { ACCOUNT, storageOn } from './helpers'

/** Init code whose deployed runtime is `PUSH1 0 PUSH1 0 REVERT`: every call to it reverts. */
const REVERTER_INIT = '0x6460006000fd6000526005601bf3'

let anvil: Anvil
let client: Client
/** JSON-RPC calls sent through `client`, by method. */
const sent = new Map<string, number>()
async function countCalls(request: Request): Promise<void> {
  const body: unknown = JSON.parse(await request.clone().text())
  for (const { method } of (Array.isArray(body) ? body : [body]) as Array<{ method: string }>) sent.set(method, (sent.get(method) ?? 0) + 1)
}
/** Wait until the watcher has polled the chain `n` more times (each poll starts with the receipt). */
async function polls(n: number): Promise<void> {
  const target = (sent.get('eth_getTransactionReceipt') ?? 0) + n
  await vi.waitFor(() => expect(sent.get('eth_getTransactionReceipt') ?? 0).toBeGreaterThanOrEqual(target), { timeout: 10_000, interval: 20 })
}
const rpc = <T>(method: string, params: unknown[] = []): Promise<T> =>
  client.request({ method, params } as never) as Promise<T>

beforeAll(async () => {
  anvil = await startAnvil()
  client = createClient({ transport: http(anvil.rpcUrl, { onFetchRequest: countCalls }), pollingInterval: 50 })
  // Manual mining, so a transaction really is pending until we mine it.
  await rpc('evm_setAutomine', [false])
})
afterAll(async () => {
  await anvil?.stop()
})

const sendTx = (tx: Record<string, Hex>): Promise<Hash> => rpc<Hash>('eth_sendTransaction', [{ from: ACCOUNT, ...tx }])
const mine = (blocks = 1): Promise<unknown> => rpc('anvil_mine', [`0x${blocks.toString(16)}`])

/** Resolves with the status once the store reports something other than pending. */
function settled(store: TransactionStore, hash: Hash, timeoutMs = 10_000): Promise<TransactionStatus | 'cancelled' | 'dropped'> {
  const read = () => store.getTransactions(ACCOUNT, 1101).find((t) => t.hash === hash)?.status
  return new Promise((resolve, reject) => {
    const check = () => {
      const status = read()
      if (status && status !== 'pending') {
        off()
        clearTimeout(timer)
        resolve(status)
      }
    }
    const off = store.subscribe(check)
    const timer = setTimeout(() => {
      off()
      reject(new Error(`still ${read()} after ${timeoutMs} ms`))
    }, timeoutMs)
    check()
  })
}

function newStore(backend = memoryBackend(), getClient: (id: number) => Client | undefined = (id) => (id === 1101 ? client : undefined)) {
  return { store: createTransactionStore({ storage: storageOn(backend), getClient }), backend }
}

describe('receipts from anvil', () => {
  it('pending -> confirmed once mined', async () => {
    const { store } = newStore()
    const hash = await sendTx({ to: '0x000000000000000000000000000000000000dEaD', value: '0x1' })
    store.addTransaction(ACCOUNT, 1101, { hash, description: 'Send 1 wei' })
    await polls(3) // several polls: not mined yet, so it must still be pending
    expect(store.getTransactions(ACCOUNT, 1101)[0]).toMatchObject({ hash, status: 'pending', description: 'Send 1 wei' })
    await mine()
    expect(await settled(store, hash)).toBe('confirmed')
    store.destroy()
  })

  it('waits for the requested confirmations', async () => {
    const { store } = newStore()
    const hash = await sendTx({ to: '0x000000000000000000000000000000000000dEaD', value: '0x2' })
    store.addTransaction(ACCOUNT, 1101, { hash, description: 'Three blocks', confirmations: 3 })
    await mine(2) // included + 1 block = 2 confirmations
    await polls(3)
    expect(store.getTransactions(ACCOUNT, 1101)[0]?.status).toBe('pending')
    await mine(1)
    expect(await settled(store, hash)).toBe('confirmed')
    store.destroy()
  })

  it('pending -> failed when the receipt says reverted', async () => {
    const deploy = await sendTx({ data: REVERTER_INIT })
    await mine()
    const { contractAddress } = await waitForTransactionReceipt(client, { hash: deploy, pollingInterval: 50 })
    expect(contractAddress).toBeTruthy()
    const { store } = newStore()
    // A manual gas limit skips estimation, so the reverting call is mined instead of refused.
    const hash = await sendTx({ to: contractAddress as Hex, gas: '0x186a0' })
    store.addTransaction(ACCOUNT, 1101, { hash, description: 'Doomed' })
    expect(store.getTransactions(ACCOUNT, 1101)[0]?.status).toBe('pending')
    await mine()
    expect(await settled(store, hash)).toBe('failed')
    // The chain agrees: this really is a reverted receipt, not a test artefact.
    expect((await getTransactionReceipt(client, { hash })).status).toBe('reverted')
    store.destroy()
  })

  it('watches pending transactions again after a reload', async () => {
    const backend = memoryBackend()
    // First "page load": no RPC client for the chain yet, so the receipt cannot be watched.
    const first = newStore(backend, () => undefined).store
    const hash = await sendTx({ to: '0x000000000000000000000000000000000000dEaD', value: '0x3' })
    first.addTransaction(ACCOUNT, 1101, { hash, description: 'Survives reload' })
    first.destroy()
    await mine()

    // Reload: a new store instance over the same storage.
    const { store } = newStore(backend)
    expect(store.getTransactions(ACCOUNT, 1101)[0]?.status).toBe('pending')
    store.waitForPendingTransactions(ACCOUNT, 1101)
    expect(await settled(store, hash)).toBe('confirmed')
    // And it is persisted: a third load sees it confirmed without watching anything.
    expect(newStore(backend, () => undefined).store.getTransactions(ACCOUNT, 1101)[0]?.status).toBe('confirmed')
    store.destroy()
  })

  it('leaves a transaction pending when there is no client for its chain', async () => {
    const getClient = vi.fn((_: number): Client | undefined => undefined)
    const { store } = newStore(memoryBackend(), getClient)
    const hash = await sendTx({ to: '0x000000000000000000000000000000000000dEaD', value: '0x4' })
    store.addTransaction(ACCOUNT, 1101, { hash, description: 'No client' })
    await mine()
    // The store asked for a client to watch with, got none, and so watches nothing.
    expect(getClient).toHaveBeenCalledWith(1101)
    expect(store.getTransactions(ACCOUNT, 1101)[0]?.status).toBe('pending')
    store.destroy()
  })
})
