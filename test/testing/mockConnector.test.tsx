// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createConfig, createStorage, signMessage, UserRejectedRequestError } from '@porch/kit'
import { ModalProvider, PorchProvider, useAccount, useConnectModal } from '@porch/kit/react'
import { anvilPrivateKeys, mockConnector, type MockConnector } from '@porch/kit/testing'
import { defineChain, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { memoryBackend } from '../fixtures/storage'

/** The mock wallet in the real connect modal, driving the real hooks, without a browser. */
const chain = (id: number, name: string) =>
  defineChain({ id, name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
const chainA = chain(1101, 'Chain A')
const chainB = chain(31337, 'Chain B')
const me = privateKeyToAccount(anvilPrivateKeys[1])

function Page() {
  const { openConnectModal } = useConnectModal()
  const { address, chainId, status } = useAccount()
  return (
    <>
      <button type="button" onClick={openConnectModal} disabled={!openConnectModal}>
        Connect Wallet
      </button>
      <output data-testid="account">{status === 'connected' ? `${address} on ${chainId}` : status}</output>
    </>
  )
}

function setup(mock: MockConnector) {
  const config = createConfig({ chains: [chainA, chainB], appName: 'Test app', storage: createStorage({ backend: memoryBackend() }), connectors: [mock] })
  render(
    <PorchProvider config={config} autoConnect={false}>
      <ModalProvider>
        <Page />
      </ModalProvider>
    </PorchProvider>,
  )
  return config
}

async function connectThroughModal() {
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' }, { timeout: 10_000 })
  fireEvent.click(within(dialog).getByRole('button', { name: /Mock Wallet/ }))
}

afterEach(cleanup)

describe('mockConnector (jsdom)', () => {
  it('is listed in the real connect modal, connects, signs, and follows a wallet-side chain switch', async () => {
    const mock = mockConnector({ accounts: [anvilPrivateKeys[1]], chains: [{ id: 1101, rpcUrl: 'http://127.0.0.1:1' }, { id: 31337, rpcUrl: 'http://127.0.0.1:1' }] })
    const config = setup(mock)
    await connectThroughModal()
    await waitFor(() => expect(screen.getByTestId('account').textContent).toBe(`${me.address} on 1101`))
    expect(mock.wallet.requests().map((r) => r.method)).toContain('eth_requestAccounts')

    const signature = await signMessage(config, { message: 'hello' })
    expect(await verifyMessage({ address: me.address, message: 'hello', signature })).toBe(true)

    await act(() => mock.wallet.switchChain(31337))
    await waitFor(() => expect(screen.getByTestId('account').textContent).toBe(`${me.address} on 31337`))
    await act(() => mock.wallet.disconnect())
    await waitFor(() => expect(screen.getByTestId('account').textContent).toBe('disconnected'))
  })

  it('refuses as the controller does: a refused signature is a UserRejectedRequestError, logged as rejected', async () => {
    const mock = mockConnector({ chainId: 1101, features: { signMessageError: true } })
    const config = setup(mock)
    await connectThroughModal()
    await waitFor(() => expect(screen.getByTestId('account').textContent).toMatch(/ on 1101$/))
    await expect(signMessage(config, { message: 'no' })).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(mock.wallet.requests('personal_sign')).toEqual([expect.objectContaining({ rejected: true })])

    mock.wallet.allow('personal_sign')
    mock.wallet.rejectNext('personal_sign')
    await expect(signMessage(config, { message: 'again' })).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(signMessage(config, { message: 'then yes' })).resolves.toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('a refused connection leaves the app disconnected', async () => {
    const mock = mockConnector({ chainId: 1101, features: { connectError: true } })
    setup(mock)
    await connectThroughModal()
    await waitFor(() => expect(mock.wallet.requests('eth_requestAccounts')).toHaveLength(1))
    expect(screen.getByTestId('account').textContent).not.toMatch(/ on /)
  })
})
