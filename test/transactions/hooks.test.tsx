// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createStorage } from '../../lib/core/storage'
import { createTransactionStore, type TransactionStore } from '../../lib/core/transactions'
import {
  TransactionAccountContext,
  TransactionStoreContext,
  useAddRecentTransaction,
  useClearRecentTransactions,
  useHasPendingTransactions,
  useRecentTransactions,
} from '../../lib/react/transactions/hooks'
import { memoryBackend } from '../fixtures/storage'
import { ACCOUNT, hashOf } from './helpers'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('outside the provider', () => {
  it.each([
    ['useRecentTransactions', useRecentTransactions],
    ['useAddRecentTransaction', useAddRecentTransaction],
    ['useClearRecentTransactions', useClearRecentTransactions],
    ['useHasPendingTransactions', useHasPendingTransactions],
  ])('%s throws the exact message', (_, hook) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined) // React logs the render error
    function Probe() {
      hook()
      return null
    }
    expect(() => render(<Probe />)).toThrow(new Error('Transaction hooks must be used within PorchProvider'))
  })
})

function Wallet() {
  const transactions = useRecentTransactions()
  const add = useAddRecentTransaction()
  const clear = useClearRecentTransactions()
  const pending = useHasPendingTransactions()
  return (
    <div>
      <p data-testid="spinner">{pending ? 'pending' : 'idle'}</p>
      <ul>
        {transactions.map((t) => (
          <li key={t.hash}>
            {t.description}: {t.status}
          </li>
        ))}
      </ul>
      <button onClick={() => add({ hash: hashOf(transactions.length + 1), description: `Stake #${transactions.length + 1}` })}>
        add
      </button>
      <button onClick={clear}>clear</button>
    </div>
  )
}

function withProvider(store: TransactionStore, account: { address?: typeof ACCOUNT; chainId?: number }, children: ReactNode) {
  return (
    <TransactionStoreContext.Provider value={store}>
      <TransactionAccountContext.Provider value={account}>{children}</TransactionAccountContext.Provider>
    </TransactionStoreContext.Provider>
  )
}

describe('inside the provider', () => {
  it('lists, adds, shows pending, follows status changes and clears', () => {
    const store = createTransactionStore({ storage: createStorage({ backend: memoryBackend() }), getClient: () => undefined })
    render(withProvider(store, { address: ACCOUNT, chainId: 1101 }, <Wallet />))
    expect(screen.getByTestId('spinner').textContent).toBe('idle')
    fireEvent.click(screen.getByText('add'))
    fireEvent.click(screen.getByText('add'))
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Stake #2: pending', 'Stake #1: pending'])
    expect(screen.getByTestId('spinner').textContent).toBe('pending')

    act(() => {
      store.setTransactionStatus(ACCOUNT, 1101, hashOf(1), 'confirmed')
      store.setTransactionStatus(ACCOUNT, 1101, hashOf(2), 'failed')
    })
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Stake #2: failed', 'Stake #1: confirmed'])
    expect(screen.getByTestId('spinner').textContent).toBe('idle')

    fireEvent.click(screen.getByText('clear'))
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
    expect(store.getTransactions(ACCOUNT, 1101)).toEqual([])
    store.destroy()
  })

  it('shows the current account+chain only and nothing when disconnected', () => {
    const store = createTransactionStore({ storage: createStorage({ backend: memoryBackend() }), getClient: () => undefined })
    store.addTransaction(ACCOUNT, 1, { hash: hashOf(9), description: 'Mainnet tx' })
    const view = render(withProvider(store, { address: ACCOUNT, chainId: 1101 }, <Wallet />))
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
    view.rerender(withProvider(store, { address: ACCOUNT, chainId: 1 }, <Wallet />))
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Mainnet tx: pending'])
    view.rerender(withProvider(store, {}, <Wallet />))
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
    // Clearing while disconnected is an error, with RainbowKit's message.
    expect(() => store.clearTransactions(undefined, undefined)).toThrow('No address or chain ID found')
    store.destroy()
  })
})
