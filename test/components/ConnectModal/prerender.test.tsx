// @vitest-environment jsdom
/**
 * The wallet picker is built ahead, hidden, once its chunk is there: the click that opens it
 * only shows it (the first open is no long main-thread task). Each opening still starts afresh.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createFakeWallet } from '../../fixtures/wallet'
import { renderPicker } from './renderPicker'

afterEach(cleanup)

/** The picker's dialog element, shown or not. */
const pickerDialog = () => document.querySelector<HTMLElement>('dialog')

describe('ConnectModal built ahead', () => {
  it('is in the page, hidden, before the click, and the click shows that same dialog', async () => {
    const wallet = createFakeWallet({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 1101 })
    renderPicker(wallet)
    // Preloaded when idle, then rendered while hidden: no dialog for anyone yet.
    await waitFor(() => expect(pickerDialog()).not.toBeNull(), { timeout: 10_000 })
    const ahead = pickerDialog()!
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.body.style.overflow).toBe('') // none of its effects ran

    const opener = screen.getByRole('button', { name: 'Connect Wallet' })
    opener.focus()
    act(() => fireEvent.click(opener))
    const dialog = screen.getByRole('dialog', { name: 'Connect a Wallet' })
    expect(dialog).toBe(ahead)
    expect(document.activeElement && dialog.contains(document.activeElement)).toBe(true)
    expect(document.body.style.overflow).toBe('hidden')

    // A step chosen in this opening is forgotten by the next one.
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: /Rainbow/ })))
    expect(within(dialog).queryByRole('heading', { name: 'What is a Wallet?' })).toBeNull()
    act(() => void fireEvent.keyDown(document, { key: 'Escape' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
    await waitFor(() => expect(pickerDialog()).not.toBeNull())
    expect(pickerDialog()).not.toBe(ahead)
    act(() => fireEvent.click(opener))
    expect(within(screen.getByRole('dialog', { name: 'Connect a Wallet' })).getByRole('heading', { name: 'What is a Wallet?' })).toBeTruthy()
  })
})
