import { afterEach, describe, expect, it } from 'vitest'
import { createTransactionStore, type TransactionStore } from '../../lib/core/transactions'
import { memoryBackend } from '../fixtures/storage'
import { ACCOUNT, hashOf } from './helpers'
import { createStorage } from '../../lib/core/storage'

const KEY = 'porch.transactions'
const stores: TransactionStore[] = []
afterEach(() => {
  for (const s of stores.splice(0)) s.destroy()
})

/** A store over a backend whose stored transactions value is `raw` (written before the store starts). */
function storeOver(raw: string) {
  const backend = memoryBackend()
  const storage = createStorage({ backend }) // writes the version marker first
  backend.setItem(KEY, raw)
  const store = createTransactionStore({ storage, getClient: () => undefined })
  stores.push(store)
  return { store, backend }
}

const good = { hash: hashOf(1), status: 'confirmed', description: 'Stake' }
const acct = ACCOUNT.toLowerCase()

describe('corrupted or hostile stored values', () => {
  it.each([
    ['bad JSON', '{"0xf39f'],
    ['a string', '"hello"'],
    ['an array', '[1,2,3]'],
    ['null', 'null'],
    ['a number', '42'],
  ])('drops %s without a crash and keeps working', (_, raw) => {
    const { store, backend } = storeOver(raw)
    expect(store.getTransactions(ACCOUNT, 1101)).toEqual([])
    store.addTransaction(ACCOUNT, 1101, { hash: hashOf(5), description: 'after' })
    expect(store.getTransactions(ACCOUNT, 1101)).toHaveLength(1)
    expect(JSON.parse(backend.data.get(KEY) ?? 'null')).toEqual({ [acct]: { 1101: [{ hash: hashOf(5), status: 'pending', description: 'after' }] } })
  })

  it('drops bad entries one by one and keeps the good ones', () => {
    const bad = [
      { ...good, hash: '0x1234' },
      { ...good, hash: `0x${'z'.repeat(64)}` },
      { ...good, hash: 42 },
      { ...good, status: 'done' },
      { ...good, description: 42 },
      { ...good, description: '' },
      { ...good, description: 'x'.repeat(2001) },
      { ...good, confirmations: 0 },
      { ...good, confirmations: '2' },
      null,
      'tx',
      [good],
    ]
    const raw = JSON.stringify({
      [acct]: { 1101: [...bad, good, { ...good, hash: hashOf(2), extra: '<img onerror>' }, good], abc: [good], '-1': [good], 0: [good] },
      '0x1234': { 1101: [good] },
      notAnAddress: { 1: [good] },
      [`0x${'1'.repeat(40)}`]: 'not an object',
    })
    const { store } = storeOver(raw)
    const list = store.getTransactions(ACCOUNT, 1101)
    // The duplicate of `good` is dropped and unknown fields are not carried over.
    expect(list).toEqual([good, { hash: hashOf(2), status: 'confirmed', description: 'Stake' }])
    expect(store.getTransactions(ACCOUNT, 0 as number)).toEqual([])
  })

  it('ignores __proto__ / constructor keys and pollutes nothing', () => {
    const raw = `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"${acct}":{"__proto__":{"polluted":true},"1101":[${JSON.stringify(good).slice(0, -1)},"__proto__":{"polluted":true}}]}}`
    const { store, backend } = storeOver(raw)
    expect(store.getTransactions(ACCOUNT, 1101)).toEqual([good])
    store.addTransaction(ACCOUNT, 1101, { hash: hashOf(3), description: 'new' })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false)
    expect(backend.data.get(KEY)).not.toContain('__proto__')
    expect(backend.data.get(KEY)).not.toContain('polluted')
  })

  it('reads a bounded part of huge arrays and still applies the cap', () => {
    const huge = Array.from({ length: 200_000 }, (_, i) => ({ ...good, hash: hashOf(i + 1) }))
    const { store } = storeOver(JSON.stringify({ [acct]: { 1101: huge } }))
    const list = store.getTransactions(ACCOUNT, 1101)
    expect(list).toHaveLength(10)
    expect(list[0]?.hash).toBe(hashOf(1))
  })

  it('keeps stored pending transactions beyond the cap', () => {
    const pending = Array.from({ length: 12 }, (_, i) => ({ ...good, status: 'pending', hash: hashOf(i + 1) }))
    const { store } = storeOver(JSON.stringify({ [acct]: { 1101: pending } }))
    expect(store.getTransactions(ACCOUNT, 1101)).toHaveLength(12)
  })
})
