import { createClient, custom, type Hash } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import type { SafeTxProgress } from '../../lib/core/types'
import { createTransactionStore, TRANSACTIONS_KEY } from '../../lib/core/transactions'
import { safeProgressText } from '../../lib/core/safe/progress'
import { memoryBackend } from '../fixtures/storage'
import { ACCOUNT, hashOf, storageOn } from './helpers'

const SAFE_TX = hashOf(0x5afe)
const CHAIN_TX = hashOf(0xc4a1)

/** A client whose node knows one mined receipt. */
function clientWithReceipt(hash: Hash, status: '0x1' | '0x0' = '0x1') {
  const receipt = {
    transactionHash: hash, status, blockNumber: '0x5', blockHash: hashOf(5), transactionIndex: '0x0', from: ACCOUNT, to: ACCOUNT,
    cumulativeGasUsed: '0x1', gasUsed: '0x1', effectiveGasPrice: '0x1', logs: [], logsBloom: `0x${'0'.repeat(512)}`, type: '0x2', contractAddress: null,
  }
  return createClient({
    pollingInterval: 10,
    transport: custom({
      request: async ({ method, params }: { method: string; params?: unknown[] }) => {
        if (method === 'eth_blockNumber') return '0x5'
        if (method === 'eth_getTransactionReceipt') return (params?.[0] as string).toLowerCase() === hash ? receipt : null
        if (method === 'eth_getTransactionByHash') return null
        if (method === 'eth_chainId') return '0x44d'
        throw new Error(`unexpected ${method}`)
      },
    }),
  })
}

describe('Safe transactions in the recent-transactions store', () => {
  it('follows a safeTxHash through confirmations and execution, never giving up, then waits for the real receipt', async () => {
    const answers: Array<SafeTxProgress | Error> = [
      { state: 'awaiting_confirmations', confirmations: 1, required: 2 },
      new Error('host busy'),
      new Error('host busy'),
      { state: 'awaiting_execution' },
      { state: 'executed', txHash: CHAIN_TX },
    ]
    const getSafeTransaction = vi.fn(async () => {
      const next = answers.length > 1 ? answers.shift()! : answers[0]!
      if (next instanceof Error) throw next
      return next
    })
    const seen: string[] = []
    const store = createTransactionStore({
      storage: storageOn(memoryBackend()),
      getClient: () => clientWithReceipt(CHAIN_TX),
      getSafeTransaction: (_chainId, hash) => (hash === SAFE_TX ? getSafeTransaction() : undefined),
      safePollInterval: 5,
    })
    store.subscribe(() => {
      const tx = store.getTransactions(ACCOUNT, 1101)[0]
      const text = tx?.kind === 'safe' ? `${tx.status}:${safeProgressText(tx.safe)}` : ''
      if (seen.at(-1) !== text) seen.push(text)
    })
    store.addTransaction(ACCOUNT, 1101, { kind: 'safe', hash: SAFE_TX, description: 'Stake 100 MANGO' })
    await vi.waitFor(() => expect(store.getTransactions(ACCOUNT, 1101)[0]?.status).toBe('confirmed'), { timeout: 5_000 })
    expect(seen).toEqual([
      'pending:Awaiting confirmations',
      'pending:Awaiting confirmations (1 of 2)',
      'pending:Awaiting execution',
      'pending:Executed, confirming',
      'confirmed:Executed, confirming',
    ])
    expect(store.getTransactions(ACCOUNT, 1101)[0]).toEqual({
      kind: 'safe', hash: SAFE_TX, status: 'confirmed', description: 'Stake 100 MANGO', safe: { state: 'executed', txHash: CHAIN_TX },
    })
    store.destroy()
  })

  it('a cancelled Safe transaction ends as failed, and is no longer asked about', async () => {
    vi.useFakeTimers()
    const getSafeTransaction = vi.fn(async (): Promise<SafeTxProgress> => ({ state: 'cancelled' }))
    const store = createTransactionStore({ storage: storageOn(memoryBackend()), getClient: () => undefined, getSafeTransaction, safePollInterval: 5 })
    store.addTransaction(ACCOUNT, 1101, { kind: 'safe', hash: SAFE_TX, description: 'Unstake 1 MANGO' })
    await vi.waitFor(() => expect(store.getTransactions(ACCOUNT, 1101)[0]).toMatchObject({ status: 'failed', safe: { state: 'cancelled' } }))
    const calls = getSafeTransaction.mock.calls.length
    await vi.advanceTimersByTimeAsync(1_000)
    expect(getSafeTransaction.mock.calls.length).toBe(calls)
    store.destroy()
    vi.useRealTimers()
  })

  it('without a Safe to ask, the entry stays pending and never waits on a receipt for the safeTxHash', async () => {
    const getClient = vi.fn(() => clientWithReceipt(SAFE_TX))
    vi.useFakeTimers()
    const store = createTransactionStore({ storage: storageOn(memoryBackend()), getClient, getSafeTransaction: () => undefined })
    store.addTransaction(ACCOUNT, 1101, { kind: 'safe', hash: SAFE_TX, description: 'Stake 1 MANGO' })
    await vi.advanceTimersByTimeAsync(60_000)
    vi.useRealTimers()
    expect(store.getTransactions(ACCOUNT, 1101)[0]).toMatchObject({ kind: 'safe', status: 'pending' })
    expect(getClient).not.toHaveBeenCalled()
    store.destroy()
  })

  it('after a reload an executed entry goes straight to its receipt', async () => {
    const backend = memoryBackend()
    backend.setItem(
      `porch.${TRANSACTIONS_KEY}`,
      JSON.stringify({ [ACCOUNT.toLowerCase()]: { 1101: [{ kind: 'safe', hash: SAFE_TX, status: 'pending', description: 'Stake', safe: { state: 'executed', txHash: CHAIN_TX } }] } }),
    )
    const getSafeTransaction = vi.fn()
    const store = createTransactionStore({ storage: storageOn(backend), getClient: () => clientWithReceipt(CHAIN_TX), getSafeTransaction })
    expect(store.getTransactions(ACCOUNT, 1101)).toHaveLength(1)
    store.waitForPendingTransactions(ACCOUNT, 1101)
    await vi.waitFor(() => expect(store.getTransactions(ACCOUNT, 1101)[0]?.status).toBe('confirmed'), { timeout: 5_000 })
    expect(getSafeTransaction).not.toHaveBeenCalled()
    store.destroy()
  })

  it('drops stored Safe entries with a malformed progress', () => {
    const backend = memoryBackend()
    const entries = [
      { kind: 'safe', hash: hashOf(1), status: 'pending', description: 'ok', safe: { state: 'awaiting_confirmations', confirmations: 1, required: 2 } },
      { kind: 'safe', hash: hashOf(2), status: 'pending', description: 'bad', safe: { state: 'executed', txHash: 'nope' } },
      { kind: 'safe', hash: hashOf(3), status: 'pending', description: 'bad', safe: { state: 'awaiting_confirmations', confirmations: -1, required: 2 } },
      { kind: 'safe', hash: hashOf(4), status: 'pending', description: 'bad', safe: 'x' },
      { kind: 'bogus', hash: hashOf(5), status: 'pending', description: 'bad' },
    ]
    backend.setItem(`porch.${TRANSACTIONS_KEY}`, JSON.stringify({ [ACCOUNT.toLowerCase()]: { 1101: entries } }))
    const store = createTransactionStore({ storage: storageOn(backend), getClient: () => undefined })
    expect(store.getTransactions(ACCOUNT, 1101).map((t) => t.hash)).toEqual([hashOf(1)])
    store.destroy()
  })
})
