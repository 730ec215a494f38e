// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { defineChain } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChainModal } from '../../../lib/components/ChainModal/ChainModal'
import { injected } from '../../../lib/connectors/injected'
import { connect } from '../../../lib/core/actions/connect'
import { createConfig } from '../../../lib/core/config'
import { createStorage } from '../../../lib/core/storage'
import { PorchProvider } from '../../../lib/react/Provider'
import { memoryBackend } from '../../fixtures/storage'
import { createFakeWallet } from '../../fixtures/wallet'

const eth = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const
const chain = (id: number, name: string) => defineChain({ id, name, nativeCurrency: eth, rpcUrls: { default: { http: [`https://rpc${id}.example`] } } })
const CHAINS = [chain(1101, 'Polygon zkEVM'), chain(10, 'OP Mainnet'), chain(8453, 'Base'), chain(42161, 'Arbitrum One'), chain(31337, 'Local')] as const

afterEach(cleanup)

describe('Switch Networks with any number of chains', () => {
  it('lists every configured chain in order and switches to each (adding the ones the wallet does not know)', async () => {
    const wallet = createFakeWallet({ chainId: 1101, knownChains: [1101, 10] })
    const config = createConfig({
      chains: CHAINS,
      appName: 'Acme dapp',
      storage: createStorage({ backend: memoryBackend() }),
      connectors: [injected({ id: 'injected', name: 'Test Wallet', provider: wallet.provider })],
    })
    await connect(config, { connector: 'injected' })
    render(
      <PorchProvider config={config} autoConnect={false}>
        <ChainModal open onClose={vi.fn()} />
      </PorchProvider>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Switch Networks' })
    const names = within(dialog)
      .getAllByRole('listitem')
      .map((li) => within(li).getByRole('button').querySelector('span:nth-of-type(2)')?.textContent)
    expect(names).toEqual(CHAINS.map((c) => c.name))

    for (const target of [...CHAINS.slice(1), CHAINS[0]]) {
      await act(async () => {
        fireEvent.click(within(dialog).getByTestId(`chain-option-${target.id}`))
      })
      await waitFor(() => expect(config.getState().chainId).toBe(target.id))
      expect(within(dialog).getByTestId(`chain-option-${target.id}`).getAttribute('aria-current')).toBe('true')
      expect(within(dialog).getAllByText('Connected')).toHaveLength(1)
    }
    // The wallet knew two of the five: the other three were added first (EIP-3085), once each.
    expect(wallet.requests('wallet_addEthereumChain').map((c) => (c.params as Array<{ chainId: string }>)[0]!.chainId)).toEqual(['0x2105', '0xa4b1', '0x7a69'])
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })
})
