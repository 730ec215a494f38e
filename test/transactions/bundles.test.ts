import { describe, expect, it } from 'vitest'
import type { BundleState } from '../../lib/core/calls/status'
import { createTransactionStore, TRANSACTIONS_KEY } from '../../lib/core/transactions'
import { memoryBackend } from '../fixtures/storage'
import { ACCOUNT, hashOf, storageOn } from './helpers'

/** A wallet whose bundle status the test sets. */
function wallet() {
  let state: BundleState = { status: 'pending', code: 100, receipts: [] }
  let asked = 0
  return {
    getCallsStatus: async () => {
      asked++
      return state
    },
    set: (s: BundleState) => void (state = s),
    asked: () => asked,
  }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5))
  expect(check()).toBe(true)
}

// A 32-byte id that looks like a hash: it must still never be treated as one.
const ID = hashOf(42)

describe('call bundles in the recent-transactions store', () => {
  it('records a bundle as its own kind, follows it until confirmed and keeps its receipts', async () => {
    const w = wallet()
    const store = createTransactionStore({ storage: storageOn(memoryBackend()), getClient: () => undefined, getCallsStatus: w.getCallsStatus, pollingInterval: 5 })
    store.addCalls(ACCOUNT, 1101, { id: ID, description: 'Stake 5 MANGO' })
    expect(store.getTransactions(ACCOUNT, 1101)).toEqual([{ kind: 'calls', id: ID, status: 'pending', description: 'Stake 5 MANGO' }])
    await until(() => w.asked() >= 2)
    w.set({ status: 'confirmed', code: 200, receipts: [hashOf(1)] })
    await until(() => store.getTransactions(ACCOUNT, 1101)[0]?.status === 'confirmed')
    expect(store.getTransactions(ACCOUNT, 1101)[0]).toEqual({ kind: 'calls', id: ID, status: 'confirmed', description: 'Stake 5 MANGO', receipts: [hashOf(1)] })
    store.destroy()
  })

  it('a failed bundle keeps its failure code; a transaction with the same hex as the id is another entry', async () => {
    const w = wallet()
    w.set({ status: 'failed', code: 500, receipts: [], failure: 'reverted' })
    const store = createTransactionStore({ storage: storageOn(memoryBackend()), getClient: () => undefined, getCallsStatus: w.getCallsStatus, pollingInterval: 5 })
    store.addTransaction(ACCOUNT, 1101, { hash: ID, description: 'A transaction' })
    store.addCalls(ACCOUNT, 1101, { id: ID, description: 'Stake 5 MANGO' })
    await until(() => store.getTransactions(ACCOUNT, 1101)[0]?.status === 'failed')
    expect(store.getTransactions(ACCOUNT, 1101)).toHaveLength(2)
    expect(store.getTransactions(ACCOUNT, 1101)[0]).toMatchObject({ kind: 'calls', failure: 'reverted' })
    expect(store.getTransactions(ACCOUNT, 1101)[1]).toMatchObject({ hash: ID, status: 'pending' })
    store.destroy()
  })

  it('survives a reload and is followed again by waitForPendingTransactions', async () => {
    const backend = memoryBackend()
    const first = createTransactionStore({ storage: storageOn(backend), getClient: () => undefined })
    first.addCalls(ACCOUNT, 1101, { id: 'bundle-1', description: 'Stake 5 MANGO' })
    first.destroy()
    const w = wallet()
    w.set({ status: 'confirmed', code: 200, receipts: [] })
    const second = createTransactionStore({ storage: storageOn(backend), getClient: () => undefined, getCallsStatus: w.getCallsStatus, pollingInterval: 5 })
    expect(second.getTransactions(ACCOUNT, 1101)[0]).toMatchObject({ kind: 'calls', id: 'bundle-1', status: 'pending' })
    second.waitForPendingTransactions(ACCOUNT, 1101)
    await until(() => second.getTransactions(ACCOUNT, 1101)[0]?.status === 'confirmed')
    second.destroy()
  })

  it('refuses bad ids and drops malformed stored bundles', () => {
    const backend = memoryBackend()
    const store = createTransactionStore({ storage: storageOn(backend), getClient: () => undefined })
    expect(() => store.addCalls(ACCOUNT, 1101, { id: '', description: 'x' })).toThrow(/Invalid call bundle id/)
    expect(() => store.addCalls(ACCOUNT, 1101, { id: 'has space', description: 'x' })).toThrow(/Invalid call bundle id/)
    store.destroy()
    const key = [...backend.data.keys()].find((k) => k.endsWith(TRANSACTIONS_KEY)) ?? `porch.${TRANSACTIONS_KEY}`
    backend.data.set(
      key,
      JSON.stringify({
        [ACCOUNT.toLowerCase()]: {
          1101: [
            { kind: 'calls', id: 'ok', status: 'confirmed', description: 'Good', receipts: [hashOf(3)] },
            { kind: 'calls', id: 'bad', status: 'confirmed', description: 'Bad receipts', receipts: ['nope'] },
            { kind: 'calls', status: 'pending', description: 'No id' },
            { kind: 'other', hash: hashOf(4), status: 'pending', description: 'Unknown kind' },
          ],
        },
      }),
    )
    const reread = createTransactionStore({ storage: storageOn(backend), getClient: () => undefined })
    expect(reread.getTransactions(ACCOUNT, 1101)).toEqual([{ kind: 'calls', id: 'ok', status: 'confirmed', description: 'Good', receipts: [hashOf(3)] }])
    reread.destroy()
  })
})
