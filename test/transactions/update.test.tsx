// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Config } from '../../lib/core/config'
import { createStorage } from '../../lib/core/storage'
import { ConnectorNotConnectedError } from '../../lib/core/errors'
import { updateRecentTransaction } from '../../lib/core/actions/updateRecentTransaction'
import { createTransactionStore, type TransactionStore } from '../../lib/core/transactions'
import { InvalidRecentTransactionError, RecentTransactionNotFoundError } from '../../lib/core/transactions/errors'
import { MAX_DESCRIPTION } from '../../lib/core/transactions/validate'
import { TransactionAccountContext, TransactionStoreContext, useRecentTransactions, useUpdateRecentTransaction } from '../../lib/react/transactions/hooks'
import { memoryBackend } from '../fixtures/storage'
import { ACCOUNT, hashOf } from './helpers'

const stores: TransactionStore[] = []
const tab = (storage = createStorage()) => {
  const store = createTransactionStore({ storage, getClient: () => undefined })
  stores.push(store)
  return store
}
afterEach(() => {
  cleanup()
  for (const s of stores.splice(0)) s.destroy()
  localStorage.clear()
})

describe('store.updateTransaction', () => {
  it('rewrites the description in place, keeps status and order, stores it and tells subscribers', () => {
    const backend = memoryBackend()
    const store = tab(createStorage({ backend }))
    store.addTransaction(ACCOUNT, 1101, { hash: hashOf(1), description: 'Harvest USDC' })
    store.addTransaction(ACCOUNT, 1101, { hash: hashOf(2), description: 'Stake 5 MANGO' })
    store.setTransactionStatus(ACCOUNT, 1101, hashOf(1), 'confirmed')
    let changes = 0
    store.subscribe(() => changes++)
    store.updateTransaction(ACCOUNT, 1101, { hash: hashOf(1).toUpperCase().replace('0X', '0x'), description: 'Harvest 0.031248 USDC' })
    expect(changes).toBe(1)
    expect(store.getTransactions(ACCOUNT, 1101)).toEqual([
      { hash: hashOf(2), status: 'pending', description: 'Stake 5 MANGO' },
      { hash: hashOf(1), status: 'confirmed', description: 'Harvest 0.031248 USDC' },
    ])
    // The stored copy: a reload (a new store on the same storage) reads the new words.
    expect(tab(createStorage({ backend })).getTransactions(ACCOUNT, 1101)[1]?.description).toBe('Harvest 0.031248 USDC')
    // The same words again: nothing to tell.
    store.updateTransaction(ACCOUNT, 1101, { hash: hashOf(1), description: 'Harvest 0.031248 USDC' })
    expect(changes).toBe(1)
  })

  it('updates a call bundle by its id', () => {
    const store = tab()
    store.addCalls(ACCOUNT, 1101, { id: 'bundle-1', description: 'Stake' })
    store.updateTransaction(ACCOUNT, 1101, { id: 'bundle-1', description: 'Stake 5 MANGO' })
    expect(store.getTransactions(ACCOUNT, 1101)[0]).toMatchObject({ kind: 'calls', id: 'bundle-1', description: 'Stake 5 MANGO' })
  })

  it('refuses an unknown hash, another account or chain, with a typed error', () => {
    const store = tab()
    store.addTransaction(ACCOUNT, 1101, { hash: hashOf(1), description: 'Harvest USDC' })
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    for (const [account, chainId, hash] of [[ACCOUNT, 1101, hashOf(9)], [other, 1101, hashOf(1)], [ACCOUNT, 1, hashOf(1)]] as const) {
      expect(() => store.updateTransaction(account, chainId, { hash, description: 'x' })).toThrow(RecentTransactionNotFoundError)
    }
    expect(() => store.updateTransaction(ACCOUNT, 1101, { id: 'nope', description: 'x' })).toThrow(/No recent transaction nope for this account on chain 1101/)
    expect(store.getTransactions(ACCOUNT, 1101)[0]?.description).toBe('Harvest USDC')
  })

  it('refuses a too-long, blank or missing description and a malformed hash, naming every reason', () => {
    const store = tab()
    store.addTransaction(ACCOUNT, 1101, { hash: hashOf(1), description: 'Harvest USDC' })
    // MAX_DESCRIPTION code points is fine (an emoji is one), one more is refused, not cut.
    store.updateTransaction(ACCOUNT, 1101, { hash: hashOf(1), description: '🥭'.repeat(MAX_DESCRIPTION) })
    const long = () => store.updateTransaction(ACCOUNT, 1101, { hash: hashOf(1), description: 'a'.repeat(MAX_DESCRIPTION + 1) })
    expect(long).toThrow(InvalidRecentTransactionError)
    expect(long).toThrow(`Transaction description is longer than ${MAX_DESCRIPTION} characters`)
    expect(store.getTransactions(ACCOUNT, 1101)[0]?.description).toBe('🥭'.repeat(MAX_DESCRIPTION))
    let error: unknown
    try {
      store.updateTransaction(ACCOUNT, 0, { hash: '0x12', description: ' ' })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(InvalidRecentTransactionError)
    expect((error as InvalidRecentTransactionError).reasons).toEqual(['Invalid transaction hash', 'Transaction must have a description', 'Invalid chain ID'])
    expect((error as Error).message).toBe('Unable to update transaction:\n- Invalid transaction hash\n- Transaction must have a description\n- Invalid chain ID')
  })
})

describe('updateRecentTransaction and useUpdateRecentTransaction', () => {
  const configOf = (store: TransactionStore, connected: boolean) =>
    ({ getState: () => (connected ? { status: 'connected', accounts: [ACCOUNT], chainId: 1101 } : { status: 'disconnected', accounts: [], chainId: undefined }), transactions: store }) as unknown as Config

  it('the action updates the connected account\'s entry on its chain, or throws when disconnected', () => {
    const store = tab()
    store.addTransaction(ACCOUNT, 1101, { hash: hashOf(1), description: 'Harvest USDC' })
    updateRecentTransaction(configOf(store, true), { hash: hashOf(1), description: 'Harvest 2 USDC' })
    expect(store.getTransactions(ACCOUNT, 1101)[0]?.description).toBe('Harvest 2 USDC')
    expect(() => updateRecentTransaction(configOf(store, false), { hash: hashOf(1), description: 'x' })).toThrow(ConnectorNotConnectedError)
    updateRecentTransaction(configOf(store, false), { hash: hashOf(1), description: 'Harvest 3 USDC', account: ACCOUNT, chainId: 1101 })
    expect(store.getTransactions(ACCOUNT, 1101)[0]?.description).toBe('Harvest 3 USDC')
  })

  it('the hook rewrites an entry and the list re-renders with it', () => {
    const store = tab()
    store.addTransaction(ACCOUNT, 1101, { hash: hashOf(1), description: 'Harvest USDC' })
    let update!: ReturnType<typeof useUpdateRecentTransaction>
    function List() {
      update = useUpdateRecentTransaction()
      return (
        <ul>
          {useRecentTransactions().map((t) => (
            <li key={t.hash}>{t.description}</li>
          ))}
        </ul>
      )
    }
    render(
      <TransactionStoreContext.Provider value={store}>
        <TransactionAccountContext.Provider value={{ address: ACCOUNT, chainId: 1101 }}>
          <List />
        </TransactionAccountContext.Provider>
      </TransactionStoreContext.Provider>,
    )
    expect(screen.getByRole('listitem').textContent).toBe('Harvest USDC')
    act(() => update({ hash: hashOf(1), description: 'Harvest 0.031248 USDC' }))
    expect(screen.getByRole('listitem').textContent).toBe('Harvest 0.031248 USDC')
    expect(() => update({ hash: hashOf(5), description: 'x' })).toThrow(RecentTransactionNotFoundError)
  })
})
