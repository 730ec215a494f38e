// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createStorage } from '../../../lib/core/storage'
import { getRecentWalletIds } from '../../../lib/core/wallets/recent'
import { memoryBackend } from '../../fixtures/storage'
import { renderPicker } from './renderPicker'
import { createFakeWallet, rpcError } from '../../fixtures/wallet'
import { ACCOUNT } from '../../fixtures/chain'


/** An injected wallet that fails `eth_requestAccounts` `failures` times, then connects (or never answers). */
function fakeWallet(failures = 0, hang = false) {
  const wallet = createFakeWallet({ address: ACCOUNT, chainId: 1101 })
  let left = failures
  wallet.on('eth_requestAccounts', () => {
    if (hang) return new Promise(() => {})
    if (left-- > 0) throw rpcError(-32603, 'Wallet is locked')
    return [ACCOUNT]
  })
  return wallet
}

function setup(failures = 0, hang = false) {
  const wallet = fakeWallet(failures, hang)
  const storage = createStorage({ backend: memoryBackend() })
  const { config } = renderPicker(wallet, storage)
  return { config, wallet, storage }
}

async function openModal() {
  const opener = screen.getByRole('button', { name: 'Connect Wallet' })
  opener.focus()
  fireEvent.click(opener)
  const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' }, { timeout: 10_000 })
  return { opener, dialog }
}

afterEach(cleanup)

describe('ConnectModal (jsdom)', () => {
  it('is a labelled modal dialog listing the wallets in order, MetaMask ready once', async () => {
    setup()
    const { dialog } = await openModal()
    expect(dialog.tagName).toBe('DIALOG')
    expect((dialog as HTMLDialogElement).open).toBe(true)
    const ids = within(dialog)
      .getAllByRole('button')
      .map((b) => b.getAttribute('data-wallet-id'))
      .filter(Boolean)
    // No WalletConnect connector in this config: it is not listed (nothing to install).
    expect(ids).toEqual(['browserWallet', 'safe', 'rainbow', 'coinbaseWallet', 'metaMask', 'braveWallet'])
    const mm = within(dialog).getAllByRole('button', { name: /MetaMask/ })
    expect(mm).toHaveLength(1)
    expect(mm[0]!.getAttribute('data-ready')).toBe('true')
    expect(within(dialog).getByRole('heading', { name: 'What is a Wallet?' })).toBeTruthy()
    // The kit's own copy names no app or token; an app passes its own through ModalProvider's appInfo.
    expect(within(dialog).getByText('Wallets are used to send, receive, store and show digital assets.')).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('https://ethereum.org/en/wallets/')
  })

  it('Escape closes it and focus returns to the opener', async () => {
    setup()
    const { opener } = await openModal()
    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })

  it('keeps Tab inside the dialog', async () => {
    setup()
    const { dialog } = await openModal()
    const focusables = [...dialog.querySelectorAll<HTMLElement>('button, a[href]')]
    focusables[focusables.length - 1]!.focus()
    fireEvent.keyDown(document, { key: 'Tab' })
    expect(document.activeElement).toBe(focusables[0])
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(focusables[focusables.length - 1])
  })

  it('a backdrop click closes it', async () => {
    setup()
    const { dialog } = await openModal()
    // The ::backdrop dispatches to the dialog element, outside its box (0 x 0 at 0, 0 in jsdom).
    fireEvent.mouseDown(dialog, { clientX: 5, clientY: 5 })
    fireEvent.click(dialog, { clientX: 5, clientY: 5 })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('choosing a ready wallet connects, closes the modal and remembers the wallet', async () => {
    const { config, wallet, storage } = setup()
    const { dialog } = await openModal()
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /MetaMask/ })))
    await waitFor(() => expect(config.getState().status).toBe('connected'))
    expect(wallet.methods()).toContain('eth_requestAccounts')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(getRecentWalletIds(storage)).toEqual(['metaMask'])
    // Connected: the connect modal may not open any more.
    expect((screen.getByRole('button', { name: 'Connect Wallet' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('a failed connection shows the error with RETRY, and RETRY connects', async () => {
    const { config } = setup(1)
    const { dialog } = await openModal()
    fireEvent.click(within(dialog).getByRole('button', { name: /MetaMask/ }))
    // The wallet's own (English) text is not shown: the kit's sentence, in the reader's locale.
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Your wallet could not complete the request. Please try again.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'RETRY' }))
    await waitFor(() => expect(config.getState().status).toBe('connected'))
  })

  it('a wallet that is not installed says so and offers INSTALL, then download options; back returns', async () => {
    setup()
    const { dialog } = await openModal()
    fireEvent.click(within(dialog).getByRole('button', { name: /Rainbow/ }))
    expect(within(dialog).getByRole('heading', { name: 'Rainbow is not installed' })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'INSTALL' }))
    expect(within(dialog).getByRole('heading', { name: 'Get Rainbow' })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'GET THE APP' }))
    expect(within(dialog).getByRole('heading', { name: 'Install Rainbow' })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect(within(dialog).getByRole('heading', { name: 'Get Rainbow' })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect(within(dialog).getByRole('heading', { name: 'Rainbow is not installed' })).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it('Get a Wallet lists at most 5 wallets', async () => {
    setup()
    const { dialog } = await openModal()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get a Wallet' }))
    const list = within(dialog).getByRole('list', { name: 'Wallets you can get' })
    expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(5)
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0)
  })

  it('closing the modal during an unanswered request gives it up, so the modal can open again', async () => {
    const { config } = setup(0, true)
    const { dialog } = await openModal()
    fireEvent.click(within(dialog).getByRole('button', { name: /MetaMask/ }))
    await waitFor(() => expect(config.getState().status).toBe('connecting'))
    expect(within(dialog).getByRole('heading', { name: 'Opening MetaMask…' })).toBeTruthy()
    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(config.getState().status).toBe('disconnected')
    const again = await openModal()
    expect(again.dialog).toBeTruthy()
  })
})
