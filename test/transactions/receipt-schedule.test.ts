import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createClient, http, type Client, type Hash, type Hex } from 'viem'
import { createTransactionStore } from '../../lib/core/transactions'
import { RPC_DEFAULTS } from '../../lib/core/transport/defaults'
import { startAnvil, type AnvilInstance as Anvil } from '../../scripts/anvil'
import { memoryBackend } from '../fixtures/storage'
import { ACCOUNT, storageOn } from './helpers'

let anvil: Anvil
let client: Client
/** When each eth_getTransactionReceipt left for the node (ms, performance.now()). */
const receiptAsks: number[] = []
async function record(request: Request): Promise<void> {
  const body: unknown = JSON.parse(await request.clone().text())
  for (const { method } of (Array.isArray(body) ? body : [body]) as Array<{ method: string }>) if (method === 'eth_getTransactionReceipt') receiptAsks.push(performance.now())
}
const rpc = <T>(method: string, params: unknown[] = []): Promise<T> => client.request({ method, params } as never) as Promise<T>

beforeAll(async () => {
  anvil = await startAnvil()
  // The production polling interval: the receipt must not wait for it.
  client = createClient({ transport: http(anvil.rpcUrl, { onFetchRequest: record }), pollingInterval: RPC_DEFAULTS.pollingInterval })
  await rpc('evm_setAutomine', [false]) // pending until the test mines it
})
afterAll(async () => {
  await anvil?.stop()
})

describe('the receipt schedule', () => {
  it('asks at once, then 200 ms later, doubling, not at the 4 s polling interval', async () => {
    const store = createTransactionStore({ storage: storageOn(memoryBackend()), getClient: (id) => (id === 1101 ? client : undefined) })
    const hash = await rpc<Hash>('eth_sendTransaction', [{ from: ACCOUNT, to: '0x000000000000000000000000000000000000dEaD', value: '0x1' as Hex }])
    receiptAsks.length = 0
    store.addTransaction(ACCOUNT, 1101, { hash, description: 'Send 1 wei' })
    // Four asks while it is pending: at once, +200, +400, +800 ms (about 1.4 s in all).
    await vi.waitFor(() => expect(receiptAsks.length).toBeGreaterThanOrEqual(4), { timeout: 20_000, interval: 20 })
    const gaps = receiptAsks.slice(1, 4).map((t, i) => t - receiptAsks[i]!)
    // Timers never fire early; the upper bound is wide (a loaded machine), still under the 4 s poll.
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(RPC_DEFAULTS.receiptRetryDelay * 2 ** i - 5))
    gaps.forEach((gap) => expect(gap).toBeLessThan(RPC_DEFAULTS.pollingInterval - 500))
    expect(store.getTransactions(ACCOUNT, 1101)[0]?.status).toBe('pending')
    await rpc('anvil_mine', ['0x1'])
    await vi.waitFor(() => expect(store.getTransactions(ACCOUNT, 1101)[0]?.status).toBe('confirmed'), { timeout: 20_000, interval: 20 })
    store.destroy()
  })
})
