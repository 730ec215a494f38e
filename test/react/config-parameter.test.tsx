// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react'
import { custom, defineChain, toHex } from 'viem'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createConfig, type Config } from '../../lib/core/config'
import { createStorage } from '../../lib/core/storage'
import { PorchProvider } from '../../lib/react/Provider'
import { useBlockNumber } from '../../lib/react/useBlockNumber'
import { useGasPrice } from '../../lib/react/useGasPrice'
import { useTransactionCount } from '../../lib/react/useTransactionCount'
import { memoryBackend } from '../fixtures/storage'

/**
 * wagmi's `config` on the read hooks: a hook given a config reads through it, not through the
 * provider's, even for the same chain id (its cache entries are its own). Each config's
 * node is a custom transport answering with its own numbers.
 */
const chain = defineChain({ id: 1, name: 'One', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })

function configAnswering(n: number): Config {
  const answers: Record<string, unknown> = { eth_chainId: toHex(1), eth_blockNumber: toHex(n), eth_gasPrice: toHex(n * 1000), eth_getTransactionCount: toHex(n + 1) }
  const request = async ({ method }: { method: string }) => {
    if (method in answers) return answers[method]
    throw new Error(`unexpected ${method}`)
  }
  return createConfig({ chains: [chain], appName: 'Test', transports: { 1: custom({ request }) }, storage: createStorage({ backend: memoryBackend() }) })
}

const main = configAnswering(7)
const other = configAnswering(42)
afterAll(() => {
  main.destroy()
  other.destroy()
})
afterEach(cleanup)

const ACCOUNT = '0x000000000000000000000000000000000000bEEF'

function Reads({ config, label }: { config?: Config; label: string }) {
  const block = useBlockNumber({ config })
  const gas = useGasPrice({ config })
  const count = useTransactionCount({ config, address: ACCOUNT })
  return <p data-testid={label}>{`${block.data ?? '-'} ${gas.data ?? '-'} ${count.data ?? '-'}`}</p>
}

describe('config on the read hooks', () => {
  it("reads through the hook's config, not the provider's, for the same chain id", async () => {
    const view = render(
      <PorchProvider config={main} autoConnect={false}>
        <Reads label="provider" />
        <Reads label="own" config={other} />
      </PorchProvider>,
    )
    await waitFor(() => expect(view.getByTestId('own').textContent).toBe('42 42000 43'), { timeout: 10_000 })
    await waitFor(() => expect(view.getByTestId('provider').textContent).toBe('7 7000 8'), { timeout: 10_000 })
  })
})
