// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { createClient, http, type Hash } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createStorage } from '../../lib/core/storage'
import { createTransactionStore } from '../../lib/core/transactions'
import { TransactionAccountContext, TransactionStoreContext, useHasPendingTransactions, useRecentTransactions } from '../../lib/react/transactions/hooks'
import { startAnvil, type AnvilInstance as Anvil } from '../../scripts/anvil'
import { memoryBackend } from '../fixtures/storage'
import { ACCOUNT } from './helpers'

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil()
})
afterAll(async () => {
  cleanup()
  await anvil?.stop()
})

function Recent() {
  const txs = useRecentTransactions()
  const pending = useHasPendingTransactions()
  return (
    <p>
      {pending ? 'spinner' : 'avatar'} {txs.map((t) => `${t.description}=${t.status}`).join(',')}
    </p>
  )
}

it('a transaction left pending by a reload resolves once the hooks mount', async () => {
  const client = createClient({ transport: http(anvil.rpcUrl), pollingInterval: 50 })
  await client.request({ method: 'evm_setAutomine', params: [false] } as never)
  const hash = (await client.request({
    method: 'eth_sendTransaction',
    params: [{ from: ACCOUNT, to: '0x000000000000000000000000000000000000dEaD', value: '0x1' }],
  } as never)) as Hash

  const backend = memoryBackend()
  const before = createTransactionStore({ storage: createStorage({ backend }), getClient: () => undefined })
  before.addTransaction(ACCOUNT, 1101, { hash, description: 'Stake' })
  before.destroy() // the page is closed while the transaction is pending

  const store = createTransactionStore({ storage: createStorage({ backend }), getClient: () => client })
  render(
    <TransactionStoreContext.Provider value={store}>
      <TransactionAccountContext.Provider value={{ address: ACCOUNT, chainId: 1101 }}>
        <Recent />
      </TransactionAccountContext.Provider>
    </TransactionStoreContext.Provider>,
  )
  expect(screen.getByText(/spinner Stake=pending/)).toBeTruthy()
  await client.request({ method: 'evm_mine', params: [] } as never)
  await waitFor(() => expect(screen.getByText(/avatar Stake=confirmed/)).toBeTruthy(), { timeout: 10_000 })
  store.destroy()
})
