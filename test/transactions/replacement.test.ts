import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createClient, http, type Client, type Hash, type Hex } from 'viem'
import { createTransactionStore } from '../../lib/core/transactions'
import type { SentTransaction, SentTransactionStatus } from '../../lib/core/transactions/types'
import { startAnvil, type AnvilInstance as Anvil } from '../../scripts/anvil'
import { memoryBackend } from '../fixtures/storage'
import { ACCOUNT, storageOn, withoutSlotMethod } from './helpers'

/**
 * A wallet replaces a pending transaction (same sender and nonce, new hash) on anvil with
 * automine off, and the store must tell what happened: sped up, cancelled or dropped.
 */
const DEAD = '0x000000000000000000000000000000000000dEaD'
/** Calldata of an ordinary contract call (approve(DEAD, 1)): the intent a speed-up keeps. */
const CALL = `0x095ea7b3${DEAD.slice(2).toLowerCase().padStart(64, '0')}${'1'.padStart(64, '0')}` as Hex
const TOKEN = '0x00000000000000000000000000000000000000aa'

let anvil: Anvil
let client: Client
/** The same node, as one without eth_getTransactionBySenderAndNonce (most geth-based nodes). */
let noSlotClient: Client
const rpc = <T>(method: string, params: unknown[] = []): Promise<T> => client.request({ method, params } as never) as Promise<T>

beforeAll(async () => {
  anvil = await startAnvil()
  client = createClient({ transport: http(anvil.rpcUrl), pollingInterval: 50 })
  noSlotClient = withoutSlotMethod(client)
  await rpc('evm_setAutomine', [false])
})
afterAll(async () => {
  await anvil?.stop()
})

const GWEI = 1_000_000_000n
const hex = (n: bigint | number) => `0x${n.toString(16)}` as Hex
const nextNonce = async () => Number(await rpc<Hex>('eth_getTransactionCount', [ACCOUNT, 'pending']))
const send = (tx: Record<string, unknown>) => rpc<Hash>('eth_sendTransaction', [{ from: ACCOUNT, ...tx }])
const mine = () => rpc('evm_mine')
/** The original: a contract call at 2 gwei; replacements pay 4 gwei (anvil wants a higher fee). */
const sendOriginal = (nonce: number) => send({ to: TOKEN, data: CALL, gas: hex(100_000), nonce: hex(nonce), maxFeePerGas: hex(2n * GWEI), maxPriorityFeePerGas: hex(GWEI) })
const replace = (nonce: number, tx: Record<string, unknown>) => send({ gas: hex(100_000), nonce: hex(nonce), maxFeePerGas: hex(4n * GWEI), maxPriorityFeePerGas: hex(2n * GWEI), ...tx })

function newStore(backend = memoryBackend(), c: Client | undefined = client) {
  return createTransactionStore({ storage: storageOn(backend), getClient: (id) => (id === 1101 ? c : undefined) })
}
const entry = (store: ReturnType<typeof newStore>, hash: Hash) =>
  store.getTransactions(ACCOUNT, 1101).find((t) => t.hash === hash) as SentTransaction | undefined

async function until(store: ReturnType<typeof newStore>, hash: Hash, check: (tx: SentTransaction) => boolean): Promise<SentTransaction> {
  await vi.waitFor(() => expect(check(entry(store, hash)!)).toBe(true), { timeout: 10_000, interval: 20 })
  return entry(store, hash)!
}
const ended = (status: SentTransactionStatus) => (tx: SentTransaction) => tx.status === status
const fingerprinted = (tx: SentTransaction) => tx.sent !== undefined

describe('replaced transactions', () => {
  it('sped up: shown pending under the new hash, then confirmed with it', async () => {
    const store = newStore()
    const nonce = await nextNonce()
    const original = await sendOriginal(nonce)
    store.addTransaction(ACCOUNT, 1101, { hash: original, description: 'Approve' })
    const seen = await until(store, original, fingerprinted)
    expect(seen.sent).toMatchObject({ from: ACCOUNT.toLowerCase(), nonce, to: TOKEN, value: '0x0' })

    const faster = await replace(nonce, { to: TOKEN, data: CALL })
    const pending = await until(store, original, (tx) => tx.replacedBy !== undefined)
    expect(pending).toMatchObject({ status: 'pending', replacedBy: faster })
    await mine()
    expect(await until(store, original, ended('confirmed'))).toMatchObject({ status: 'confirmed', replacedBy: faster })
    store.destroy()
  })

  it('cancelled: a 0-value transfer to oneself took the nonce, never "confirmed" nor "failed"', async () => {
    const store = newStore()
    const nonce = await nextNonce()
    const original = await sendOriginal(nonce)
    store.addTransaction(ACCOUNT, 1101, { hash: original, description: 'Stake' })
    await until(store, original, fingerprinted)
    const cancel = await replace(nonce, { to: ACCOUNT, value: '0x0' })
    await mine()
    expect(await until(store, original, (tx) => tx.status !== 'pending')).toMatchObject({ status: 'cancelled', replacedBy: cancel })
    store.destroy()
  })

  it('dropped: an unrelated transaction took the nonce', async () => {
    const store = newStore()
    const nonce = await nextNonce()
    const original = await sendOriginal(nonce)
    store.addTransaction(ACCOUNT, 1101, { hash: original, description: 'Stake' })
    await until(store, original, fingerprinted)
    const other = await replace(nonce, { to: DEAD, value: '0x1' })
    await mine()
    expect(await until(store, original, (tx) => tx.status !== 'pending')).toMatchObject({ status: 'dropped', replacedBy: other })
    store.destroy()
  })

  it('stays honest across a reload: the stored fingerprint finds a replacement mined while the page was closed', async () => {
    const backend = memoryBackend()
    const first = newStore(backend)
    const nonce = await nextNonce()
    const original = await sendOriginal(nonce)
    first.addTransaction(ACCOUNT, 1101, { hash: original, description: 'Stake' })
    await until(first, original, fingerprinted)
    first.destroy() // the page is closed

    const cancel = await replace(nonce, { to: ACCOUNT, value: '0x0' })
    await mine()
    // The node no longer knows the original hash at all.
    expect(await rpc('eth_getTransactionByHash', [original])).toBeNull()

    const store = newStore(backend)
    expect(entry(store, original)?.status).toBe('pending')
    store.waitForPendingTransactions(ACCOUNT, 1101)
    expect(await until(store, original, (tx) => tx.status !== 'pending')).toMatchObject({ status: 'cancelled', replacedBy: cancel })
    store.destroy()
  })

  it('on a node without eth_getTransactionBySenderAndNonce, finds the mined replacement from the nonce count (also after a reload)', async () => {
    const backend = memoryBackend()
    const first = newStore(backend, noSlotClient)
    const nonce = await nextNonce()
    const original = await sendOriginal(nonce)
    first.addTransaction(ACCOUNT, 1101, { hash: original, description: 'Approve' })
    await until(first, original, fingerprinted)
    first.destroy()

    const faster = await replace(nonce, { to: TOKEN, data: CALL })
    await mine()
    for (let i = 0; i < 5; i++) await mine() // the replacement is now several blocks deep

    const store = newStore(backend, noSlotClient)
    store.waitForPendingTransactions(ACCOUNT, 1101)
    expect(await until(store, original, (tx) => tx.status !== 'pending')).toMatchObject({ status: 'confirmed', replacedBy: faster })
    store.destroy()
  })

  it('the original mined after all: confirmed under its own hash, no replacement recorded', async () => {
    const store = newStore()
    const original = await sendOriginal(await nextNonce())
    store.addTransaction(ACCOUNT, 1101, { hash: original, description: 'Approve' })
    await until(store, original, fingerprinted)
    await mine()
    const done = await until(store, original, (tx) => tx.status !== 'pending')
    expect(done.status).toBe('confirmed')
    expect(done.replacedBy).toBeUndefined()
    store.destroy()
  })
})
