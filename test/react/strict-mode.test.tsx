// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react'
import { StrictMode, useContext } from 'react'
import { createClient, defineChain, http, type Hash } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createConfig, type Config } from '../../lib/core/config'
import { createStorage } from '../../lib/core/storage'
import { PorchProvider } from '../../lib/react/Provider'
import { TransactionStoreContext } from '../../lib/react/transactions/context'
import type { TransactionStore } from '../../lib/core/transactions/types'
import { startAnvil, type AnvilInstance } from '../../scripts/anvil'
import { memoryBackend } from '../fixtures/storage'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const

let anvil: AnvilInstance
let config: Config
beforeAll(async () => {
  anvil = await startAnvil()
  const chain = defineChain({
    id: 1101,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  })
  config = createConfig({ chains: [chain], appName: 'Mango', storage: createStorage({ backend: memoryBackend() }), pollingInterval: 50 })
})
afterAll(async () => {
  config?.destroy()
  await anvil?.stop()
})
afterEach(cleanup)

describe('PorchProvider under <StrictMode> (mount, unmount, mount)', () => {
  it('the recent-transactions store still confirms a mined transaction', async () => {
    let store: TransactionStore | null = null
    function Probe() {
      store = useContext(TransactionStoreContext)
      return null
    }
    render(
      <StrictMode>
        <PorchProvider config={config} autoConnect={false}>
          <Probe />
        </PorchProvider>
      </StrictMode>,
    )
    await waitFor(() => expect(store).not.toBeNull())
    const node = createClient({ transport: http(anvil.rpcUrl) })
    const hash = (await node.request({
      method: 'eth_sendTransaction',
      params: [{ from: FROM, to: '0x000000000000000000000000000000000000dEaD', value: '0x1' }],
    } as never)) as Hash
    store!.addTransaction(FROM, 1101, { hash, description: 'Send 1 wei' })
    await waitFor(() => expect(store!.getTransactions(FROM, 1101)[0]?.status).toBe('confirmed'), { timeout: 10_000 })
  })
})
