// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ChainModal } from '../../../lib/components/ChainModal/ChainModal'
import { createTestKit, rpcHandler, type KitOptions } from '../../ui/kit'
import { startRpcServer } from '../../ui/rpcServer'

let rpc: Awaited<ReturnType<typeof startRpcServer>>
beforeAll(async () => {
  rpc = await startRpcServer(rpcHandler)
})
afterAll(() => rpc.close())
afterEach(cleanup)

const WRONG = 'Wrong network detected, switch or disconnect to continue.'
const NOT_SUPPORTED = 'Your wallet cannot switch networks from this app. Switch networks in your wallet instead.'

async function openModal(options: Partial<KitOptions> = {}) {
  const kit = createTestKit({ rpcUrl: rpc.url, ...options })
  await kit.connect()
  const onClose = vi.fn()
  const { Providers } = kit
  render(
    <Providers>
      <ChainModal open onClose={onClose} />
    </Providers>,
  )
  return { kit, onClose, dialog: screen.getByRole('dialog', { name: 'Switch Networks' }) }
}

const row = (dialog: HTMLElement, chainId: number) => within(dialog).getByTestId(`chain-option-${chainId}`)

describe('Switch Networks modal', () => {
  it('lists the configured chains and marks the current one Connected', async () => {
    const { dialog } = await openModal()
    const rows = within(dialog).getAllByRole('listitem')
    expect(rows.map((r) => within(r).getByRole('button').textContent)).toEqual(['PPolygon zkEVM Connected', 'PPolygon zkEVM Cardona'])
    const current = within(dialog).getByRole('button', { name: 'Polygon zkEVM Connected' })
    expect(current.getAttribute('aria-current')).toBe('true')
    expect(within(dialog).getByRole('button', { name: 'Polygon zkEVM Cardona' }).getAttribute('aria-current')).toBeNull()
    expect(within(dialog).queryByText(WRONG)).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Disconnect' })).toBeNull()
  })

  it("marks the chain awaiting the wallet 'Confirm in Wallet', then switches and closes", async () => {
    const { kit, dialog, onClose } = await openModal()
    kit.wallet.hold('wallet_switchEthereumChain')
    await act(async () => {
      fireEvent.click(row(dialog, 2442))
    })
    expect(within(dialog).getByRole('button', { name: 'Polygon zkEVM Cardona Confirm in Wallet' })).toBe(row(dialog, 2442))
    expect(row(dialog, 1101).textContent).not.toContain('Confirm in Wallet')
    expect(onClose).not.toHaveBeenCalled()
    // The switch code loads on first use: release the request once the wallet has it.
    await waitFor(() => expect(kit.wallet.requests('wallet_switchEthereumChain')).toHaveLength(1))
    await act(async () => kit.wallet.release())
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    expect(kit.config.getState().chainId).toBe(2442)
  })

  it('a rejected switch leaves the modal open without an error', async () => {
    const { kit, dialog, onClose } = await openModal()
    kit.wallet.hold('wallet_switchEthereumChain')
    await act(async () => {
      fireEvent.click(row(dialog, 2442))
    })
    await waitFor(() => expect(kit.wallet.requests('wallet_switchEthereumChain')).toHaveLength(1))
    await act(async () => kit.wallet.rejectHeld())
    await waitFor(() => expect(row(dialog, 2442).textContent).not.toContain('Confirm in Wallet'))
    expect(onClose).not.toHaveBeenCalled()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(kit.config.getState().chainId).toBe(1101)
  })

  it('on an unsupported chain: explains, adds the chain the wallet does not know (4902), switches', async () => {
    const { kit, dialog, onClose } = await openModal({ chainId: 1, knownChains: [1] })
    expect(within(dialog).getByText(WRONG)).toBeTruthy()
    expect(within(dialog).queryByText('Connected')).toBeNull()
    await act(async () => {
      fireEvent.click(row(dialog, 1101))
    })
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    expect(kit.config.getState().chainId).toBe(1101)
    const methods = kit.wallet.calls.map((c) => c.method).filter((m) => m.startsWith('wallet_'))
    expect(methods).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(kit.wallet.requests('wallet_addEthereumChain')[0]?.params).toEqual([
      expect.objectContaining({ chainId: '0x44d', chainName: 'Polygon zkEVM', rpcUrls: [rpc.url], blockExplorerUrls: ['https://zkevm.polygonscan.com'] }),
    ])
  })

  it('on an unsupported chain offers Disconnect', async () => {
    const { kit, dialog, onClose } = await openModal({ chainId: 1 })
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    })
    expect(kit.config.getState().status).toBe('disconnected')
    expect(onClose).toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('a wallet that cannot switch gets the not-supported sentence', async () => {
    const { kit, dialog, onClose } = await openModal({ canSwitch: false })
    expect(within(dialog).queryByRole('alert')).toBeNull()
    await act(async () => {
      fireEvent.click(row(dialog, 2442))
    })
    expect((await within(dialog).findByRole('alert')).textContent).toBe(NOT_SUPPORTED)
    expect(onClose).not.toHaveBeenCalled()
    expect(kit.config.getState().chainId).toBe(1101)
  })

  it('does not render while disconnected', () => {
    const kit = createTestKit({ rpcUrl: rpc.url })
    const { Providers } = kit
    render(
      <Providers>
        <ChainModal open onClose={() => {}} />
      </Providers>,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
