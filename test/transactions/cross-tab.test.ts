// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { createStorage } from '../../lib/core/storage'
import { createTransactionStore, type TransactionStore } from '../../lib/core/transactions'
import { ACCOUNT, hashOf } from './helpers'

const stores: TransactionStore[] = []
const tab = () => {
  // Each "tab" has its own KitStorage and store over the shared localStorage.
  const store = createTransactionStore({ storage: createStorage(), getClient: () => undefined })
  stores.push(store)
  return store
}
afterEach(() => {
  for (const s of stores.splice(0)) s.destroy()
  localStorage.clear()
})

/** What the browser does in every other tab after a localStorage write. */
const storageEventFor = (key: string) =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: localStorage.getItem(key), storageArea: localStorage }))

describe('other tabs', () => {
  it('see added transactions and status changes through the storage event', () => {
    const a = tab()
    const b = tab()
    let bChanges = 0
    b.subscribe(() => bChanges++)

    a.addTransaction(ACCOUNT, 1101, { hash: hashOf(1), description: 'From tab A' })
    expect(b.getTransactions(ACCOUNT, 1101)).toEqual([]) // no event yet: B has not been told
    storageEventFor('porch.transactions')
    expect(bChanges).toBe(1)
    expect(b.getTransactions(ACCOUNT, 1101)).toEqual([{ hash: hashOf(1), status: 'pending', description: 'From tab A' }])

    b.setTransactionStatus(ACCOUNT, 1101, hashOf(1), 'confirmed')
    storageEventFor('porch.transactions')
    expect(a.getTransactions(ACCOUNT, 1101)[0]?.status).toBe('confirmed')
  })

  it('does not lose the other tab\'s write when both add', () => {
    const a = tab()
    const b = tab()
    a.addTransaction(ACCOUNT, 1101, { hash: hashOf(1), description: 'A' })
    // B writes before the storage event of A's write reached it.
    b.addTransaction(ACCOUNT, 1101, { hash: hashOf(2), description: 'B' })
    expect(b.getTransactions(ACCOUNT, 1101).map((t) => t.description)).toEqual(['B', 'A'])
  })

  it('ignores events for other keys and after destroy', () => {
    const a = tab()
    const b = tab()
    let bChanges = 0
    b.subscribe(() => bChanges++)
    a.addTransaction(ACCOUNT, 1101, { hash: hashOf(1), description: 'A' })
    storageEventFor('porch.recentWallets')
    storageEventFor('other.transactions')
    expect(bChanges).toBe(0)
    b.destroy()
    storageEventFor('porch.transactions')
    expect(bChanges).toBe(0)
  })
  it('see an updated description (updateTransaction), and an update finds an entry only the other tab has added', () => {
    const a = tab()
    const b = tab()
    a.addTransaction(ACCOUNT, 1101, { hash: hashOf(1), description: 'Harvest USDC' })
    storageEventFor('porch.transactions')
    let bChanges = 0
    b.subscribe(() => bChanges++)
    a.updateTransaction(ACCOUNT, 1101, { hash: hashOf(1), description: 'Harvest 0.031248 USDC' })
    storageEventFor('porch.transactions')
    expect(bChanges).toBe(1)
    expect(b.getTransactions(ACCOUNT, 1101)[0]?.description).toBe('Harvest 0.031248 USDC')
    // B has not been told of this add yet: the update finds it in the stored copy.
    a.addTransaction(ACCOUNT, 1101, { hash: hashOf(2), description: 'Harvest USDC' })
    b.updateTransaction(ACCOUNT, 1101, { hash: hashOf(2), description: 'Harvest 1 USDC' })
    expect(b.getTransactions(ACCOUNT, 1101)[0]?.description).toBe('Harvest 1 USDC')
  })
})
