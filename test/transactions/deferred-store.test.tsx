// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, expect, it } from 'vitest'
import { createTransactionStore } from '../../lib/core/transactions'
import { createDeferredTransactionStore } from '../../lib/core/transactions/deferredStore'
import { TransactionAccountContext, TransactionStoreContext, useHasPendingTransactions } from '../../lib/react/transactions/hooks'
import { memoryBackend } from '../fixtures/storage'
import { ACCOUNT, hashOf, storageOn } from './helpers'

afterEach(cleanup)

function Button() {
  return <p>{useHasPendingTransactions() ? 'spinner' : 'avatar'}</p>
}

it('the provider store shows a stored pending transaction once its code has loaded (StrictMode)', async () => {
  const backend = memoryBackend()
  const before = createTransactionStore({ storage: storageOn(backend), getClient: () => undefined })
  before.addTransaction(ACCOUNT, 1101, { hash: hashOf(1), description: 'Stake' })
  before.destroy() // the page is reloaded while the transaction is pending

  const store = createDeferredTransactionStore({ storage: storageOn(backend), getClient: () => undefined })
  render(
    <StrictMode>
      <TransactionStoreContext.Provider value={store}>
        <TransactionAccountContext.Provider value={{ address: ACCOUNT, chainId: 1101 }}>
          <Button />
        </TransactionAccountContext.Provider>
      </TransactionStoreContext.Provider>
    </StrictMode>,
  )
  await waitFor(() => expect(screen.getByText('spinner')).toBeTruthy())
  store.destroy()
})

it('changes made before the code has loaded are applied in order, then behave as the plain store', async () => {
  const backend = memoryBackend()
  const store = createDeferredTransactionStore({ storage: storageOn(backend), getClient: () => undefined })
  let changes = 0
  store.subscribe(() => changes++)
  expect(store.getTransactions(ACCOUNT, 1101)).toEqual([])
  store.addTransaction(ACCOUNT, 1101, { hash: hashOf(2), description: 'Harvest' })
  store.setTransactionStatus(ACCOUNT, 1101, hashOf(2), 'confirmed')
  await waitFor(() => expect(store.getTransactions(ACCOUNT, 1101).map((t) => `${t.description}=${t.status}`)).toEqual(['Harvest=confirmed']))
  expect(changes).toBeGreaterThan(0)
  expect(JSON.stringify(backend.dump())).toContain('Harvest')
  // Loaded: invalid input throws at once, like createTransactionStore.
  expect(() => store.addTransaction(ACCOUNT, 1101, { hash: '0x12' as never, description: 'x' })).toThrow()
  store.destroy()
})
