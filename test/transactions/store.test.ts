import { afterEach, describe, expect, it } from 'vitest'
import { createTransactionStore, TRANSACTIONS_KEY, type TransactionStore } from '../../lib/core/transactions'
import { memoryBackend } from '../fixtures/storage'
import { ACCOUNT, hashOf, storageOn } from './helpers'

const stores: TransactionStore[] = []
function newStore(backend = memoryBackend()) {
  const store = createTransactionStore({ storage: storageOn(backend), getClient: () => undefined })
  stores.push(store)
  return { store, backend }
}
afterEach(() => {
  for (const s of stores.splice(0)) s.destroy()
})

const errorOf = (fn: () => void): string => {
  try {
    fn()
  } catch (e) {
    return (e as Error).message
  }
  throw new Error('did not throw')
}

describe('validation', () => {
  it('rejects a bad hash with the exact message', () => {
    const { store } = newStore()
    for (const hash of ['0x1234', `0x${'g'.repeat(64)}`, 'ab'.repeat(33), `0x${'a'.repeat(65)}`, '']) {
      expect(errorOf(() => store.addTransaction(ACCOUNT, 1101, { hash, description: 'x' }))).toBe(
        'Unable to add transaction:\n- Invalid transaction hash',
      )
    }
  })
  it('requires a description', () => {
    const { store } = newStore()
    expect(errorOf(() => store.addTransaction(ACCOUNT, 1101, { hash: hashOf(1), description: '' }))).toBe(
      'Unable to add transaction:\n- Transaction must have a description',
    )
  })
  it('requires confirmations to be an integer of at least 1 when given', () => {
    const { store } = newStore()
    for (const confirmations of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(
        errorOf(() => store.addTransaction(ACCOUNT, 1101, { hash: hashOf(1), description: 'd', confirmations })),
      ).toBe('Unable to add transaction:\n- Transaction confirmations must be a positiver integer')
    }
    store.addTransaction(ACCOUNT, 1101, { hash: hashOf(2), description: 'd', confirmations: 1 })
    expect(store.getTransactions(ACCOUNT, 1101)).toHaveLength(1)
  })
  it('lists every reason in one error and stores nothing', () => {
    const { store, backend } = newStore()
    expect(errorOf(() => store.addTransaction(ACCOUNT, 1101, { hash: 'nope', description: '', confirmations: 0 }))).toBe(
      'Unable to add transaction:\n- Invalid transaction hash\n- Transaction must have a description\n- Transaction confirmations must be a positiver integer',
    )
    expect(store.getTransactions(ACCOUNT, 1101)).toEqual([])
    expect(backend.data.has(`porch.${TRANSACTIONS_KEY}`)).toBe(false)
  })
  it('clearTransactions needs both an address and a chain id', () => {
    const { store } = newStore()
    expect(errorOf(() => store.clearTransactions())).toBe('No address or chain ID found')
    expect(errorOf(() => store.clearTransactions(ACCOUNT))).toBe('No address or chain ID found')
    expect(errorOf(() => store.clearTransactions(undefined, 1101))).toBe('No address or chain ID found')
  })
})

describe('records', () => {
  it('keeps transactions per account (case-insensitive) and chain, newest first, and persists them', () => {
    const { store, backend } = newStore()
    store.addTransaction(ACCOUNT, 1101, { hash: hashOf(1), description: 'Stake 1 MANGO' })
    store.addTransaction(ACCOUNT.toLowerCase() as typeof ACCOUNT, 1101, { hash: hashOf(2), description: 'Harvest', confirmations: 3 })
    store.addTransaction(ACCOUNT, 1, { hash: hashOf(3), description: 'Other chain' })
    expect(store.getTransactions(ACCOUNT.toUpperCase().replace('0X', '0x') as typeof ACCOUNT, 1101)).toEqual([
      { hash: hashOf(2), status: 'pending', description: 'Harvest', confirmations: 3 },
      { hash: hashOf(1), status: 'pending', description: 'Stake 1 MANGO' },
    ])
    expect(store.getTransactions(ACCOUNT, 1).map((t) => t.hash)).toEqual([hashOf(3)])
    expect(store.getTransactions('0x0000000000000000000000000000000000000001', 1101)).toEqual([])
    // A new instance over the same storage (a reload) sees the same records.
    const { store: again } = newStore(backend)
    expect(again.getTransactions(ACCOUNT, 1101)).toEqual(store.getTransactions(ACCOUNT, 1101))
  })

  it('dedupes by hash (any case): the re-added one moves to the top as pending', () => {
    const { store } = newStore()
    store.addTransaction(ACCOUNT, 1101, { hash: hashOf(10), description: 'first' })
    store.addTransaction(ACCOUNT, 1101, { hash: hashOf(11), description: 'second' })
    store.setTransactionStatus(ACCOUNT, 1101, hashOf(10), 'confirmed')
    store.addTransaction(ACCOUNT, 1101, { hash: hashOf(10).toUpperCase().replace('0X', '0x'), description: 'again' })
    expect(store.getTransactions(ACCOUNT, 1101)).toEqual([
      { hash: hashOf(10), status: 'pending', description: 'again' },
      { hash: hashOf(11), status: 'pending', description: 'second' },
    ])
  })

  it('keeps exactly 10 non-pending transactions and never drops pending ones', () => {
    const { store, backend } = newStore()
    for (let i = 1; i <= 13; i++) store.addTransaction(ACCOUNT, 1101, { hash: hashOf(i), description: `tx ${i}` })
    expect(store.getTransactions(ACCOUNT, 1101)).toHaveLength(13) // all pending: none dropped
    for (let i = 1; i <= 11; i++) store.setTransactionStatus(ACCOUNT, 1101, hashOf(i), i % 2 ? 'confirmed' : 'failed')
    const list = store.getTransactions(ACCOUNT, 1101)
    // 2 pending (12, 13) + the newest 10 of the 11 completed: tx 1 (the oldest) is gone.
    expect(list.map((t) => t.hash)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map(hashOf))
    expect(list.filter((t) => t.status !== 'pending')).toHaveLength(10)
    const stored = JSON.parse(backend.data.get(`porch.${TRANSACTIONS_KEY}`) ?? '{}') as Record<string, Record<string, unknown[]>>
    expect(stored[ACCOUNT.toLowerCase()]?.['1101']).toHaveLength(12)
    // Completing the remaining two still leaves exactly 10.
    store.setTransactionStatus(ACCOUNT, 1101, hashOf(12), 'confirmed')
    store.setTransactionStatus(ACCOUNT, 1101, hashOf(13), 'confirmed')
    expect(store.getTransactions(ACCOUNT, 1101).map((t) => t.hash)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4].map(hashOf))
  })

  it('cuts very long descriptions so they survive a reload', () => {
    const { store, backend } = newStore()
    store.addTransaction(ACCOUNT, 1101, { hash: hashOf(1), description: 'd'.repeat(5000) })
    expect(store.getTransactions(ACCOUNT, 1101)[0]?.description).toHaveLength(1000)
    expect(newStore(backend).store.getTransactions(ACCOUNT, 1101)[0]?.description).toHaveLength(1000)
    store.addTransaction(ACCOUNT, 1101, { hash: hashOf(2), description: '🥭'.repeat(1500) })
    expect(newStore(backend).store.getTransactions(ACCOUNT, 1101)[0]?.description).toBe('🥭'.repeat(1000))
  })

  it('clears one account+chain only', () => {
    const { store } = newStore()
    store.addTransaction(ACCOUNT, 1101, { hash: hashOf(1), description: 'a' })
    store.addTransaction(ACCOUNT, 1, { hash: hashOf(2), description: 'b' })
    store.clearTransactions(ACCOUNT, 1101)
    expect(store.getTransactions(ACCOUNT, 1101)).toEqual([])
    expect(store.getTransactions(ACCOUNT, 1)).toHaveLength(1)
  })

  it('notifies subscribers and keeps snapshots stable between changes', () => {
    const { store } = newStore()
    let calls = 0
    const off = store.subscribe(() => calls++)
    store.addTransaction(ACCOUNT, 1101, { hash: hashOf(1), description: 'a' })
    const snap = store.getTransactions(ACCOUNT, 1101)
    expect(store.getTransactions(ACCOUNT, 1101)).toBe(snap)
    store.addTransaction(ACCOUNT, 1, { hash: hashOf(2), description: 'b' })
    expect(store.getTransactions(ACCOUNT, 1101)).toBe(snap) // other list changed, this one did not
    store.setTransactionStatus(ACCOUNT, 1101, hashOf(1), 'confirmed')
    expect(store.getTransactions(ACCOUNT, 1101)).not.toBe(snap)
    expect(calls).toBe(3)
    off()
    store.clearTransactions(ACCOUNT, 1101)
    expect(calls).toBe(3)
  })
})
