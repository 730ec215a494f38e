// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { verifyMessage, type Hex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createAuthStore } from '../../../lib/core/auth/store'
import { useConnectModal } from '../../../lib/components/ModalProvider/hooks'
import { ModalProvider } from '../../../lib/components/ModalProvider/ModalProvider'
import { PorchProvider } from '../../../lib/react/Provider'
import { AuthContext } from '../../../lib/react/useAuth'
import { ACCOUNT_A, kitConfig, scriptedAdapter, signingWallet } from '../../auth/fixtures'

const stops: Array<() => void> = []
afterEach(() => {
  cleanup()
  for (const s of stops.splice(0)) s()
})

function OpenButton() {
  const { openConnectModal } = useConnectModal()
  return (
    <button type="button" onClick={openConnectModal} disabled={!openConnectModal}>
      Connect Wallet
    </button>
  )
}

let seq = 0
function setup({ strict = false, chainId = 1101, oneClick = false } = {}) {
  const wallet = signingWallet(undefined, { chainId })
  const config = kitConfig(wallet.provider)
  const server = scriptedAdapter()
  // These tests are about the two steps; one approval (oneClick.test.tsx) is off unless asked.
  const auth = createAuthStore({ config, adapter: { ...server.adapter, oneClick }, channelName: `modal-test-${++seq}` })
  stops.push(auth.start(), () => config.destroy())
  const tree = (
    <PorchProvider config={config} autoConnect={false}>
      <AuthContext.Provider value={auth}>
        <ModalProvider>
          <OpenButton />
        </ModalProvider>
      </AuthContext.Provider>
    </PorchProvider>
  )
  render(strict ? <StrictMode>{tree}</StrictMode> : tree)
  return { wallet, config, server, auth }
}

/** Connect Wallet -> MetaMask: the connect modal stays and becomes 'Verify your account'. */
async function connectAndOpen() {
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const picker = await screen.findByRole('dialog', { name: 'Connect a Wallet' }, { timeout: 10_000 })
  await act(async () => fireEvent.click(within(picker).getByRole('button', { name: /MetaMask/ })))
  const dialog = await screen.findByRole('dialog', { name: 'Verify your account' }, { timeout: 10_000 })
  return dialog
}

const button = (dialog: HTMLElement) => within(dialog).getByTestId('sign-in-button')
const errorText = (dialog: HTMLElement) => within(dialog).getByRole('alert').textContent
const ready = (dialog: HTMLElement) => waitFor(() => expect(button(dialog).textContent).toBe('Send message'))

describe("SignInModal: 'Verify your account'", () => {
  it('connect -> sign-in dialog -> Send message -> signed in with a real signature, dialog closed', async () => {
    const { wallet, config, server, auth } = setup()
    const hold = server.holdNonce()
    const dialog = await connectAndOpen()
    expect(config.getState().status).toBe('unauthenticated')
    expect((dialog as HTMLDialogElement).open && dialog.tagName).toBe('DIALOG')
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy()
    // The nonce is being fetched: 'Preparing message...', not clickable.
    expect(button(dialog).textContent).toBe('Preparing message...')
    expect(button(dialog).getAttribute('aria-disabled')).toBe('true')
    hold.resolve()
    await ready(dialog)
    expect(errorText(dialog)).toBe('')

    wallet.next('hold')
    const verifying = server.holdVerify()
    await act(async () => fireEvent.click(button(dialog)))
    await waitFor(() => expect(button(dialog).textContent).toBe('Waiting for signature...'))
    wallet.release()
    await waitFor(() => expect(button(dialog).textContent).toBe('Verifying signature...'))
    const sent = server.calls.verify[0]!
    expect(sent.message).toBe(`Sign in ${ACCOUNT_A} on 1101\nNonce: nonce0001x`)
    expect(await verifyMessage({ address: ACCOUNT_A, message: sent.message, signature: sent.signature as Hex })).toBe(true)
    verifying.resolve()

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(auth.getState()).toEqual({ status: 'authenticated', session: { address: ACCOUNT_A, chainId: 1101 } })
    expect(config.getState().status).toBe('connected')
    expect(server.calls.verify).toHaveLength(1)
  })

  it("a nonce that cannot be fetched says 'Error preparing message, please retry!'; a retry fetches one", async () => {
    const { server, auth } = setup()
    server.failNonce()
    const dialog = await connectAndOpen()
    await waitFor(() => expect(errorText(dialog)).toBe('Error preparing message, please retry!'))
    expect(button(dialog).textContent).toBe('Send message')
    await act(async () => fireEvent.click(button(dialog)))
    await waitFor(() => expect(auth.getState().status).toBe('authenticated'))
    expect(server.calls.getNonce).toBe(2)
  })

  it('a rejection in the wallet returns silently to idle, and the next attempt uses a new nonce', async () => {
    const { wallet, server, auth } = setup()
    const dialog = await connectAndOpen()
    await ready(dialog)
    wallet.next('reject')
    await act(async () => fireEvent.click(button(dialog)))
    await waitFor(() => expect(wallet.signs).toHaveLength(1))
    await ready(dialog)
    expect(errorText(dialog)).toBe('')
    expect(server.calls.verify).toHaveLength(0)
    await act(async () => fireEvent.click(button(dialog)))
    await waitFor(() => expect(auth.getState().status).toBe('authenticated'))
    expect(server.nonceOf(wallet.signs[0]!.message)).toBe('nonce0001x')
    expect(server.nonceOf(wallet.signs[1]!.message)).toBe('nonce0002x')
  })

  it("a wallet failure says 'Error signing message, please retry!'", async () => {
    const { wallet, server } = setup()
    const dialog = await connectAndOpen()
    await ready(dialog)
    wallet.next('fail')
    await act(async () => fireEvent.click(button(dialog)))
    await waitFor(() => expect(errorText(dialog)).toBe('Error signing message, please retry!'))
    await ready(dialog)
    expect(server.calls.verify).toHaveLength(0)
  })

  it("a refused verify says 'Error verifying signature, please retry!'; the retry signs a NEW nonce and is never automatic", async () => {
    const { wallet, server, auth } = setup()
    const dialog = await connectAndOpen()
    await ready(dialog)
    server.refuseVerify()
    await act(async () => fireEvent.click(button(dialog)))
    await waitFor(() => expect(errorText(dialog)).toBe('Error verifying signature, please retry!'))
    await ready(dialog)
    expect(server.calls.verify).toHaveLength(1) // not retried on its own
    expect(auth.getState().status).toBe('unauthenticated')

    await act(async () => fireEvent.click(button(dialog)))
    await waitFor(() => expect(auth.getState().status).toBe('authenticated'))
    const [first, second] = server.calls.verify.map((v) => server.nonceOf(v.message))
    expect(first).toBe('nonce0001x')
    expect(second).toBe('nonce0002x')
    expect(wallet.signs).toHaveLength(2)
  })

  it("a verify that throws is a verify error too; anything else says 'Oops, something went wrong!'", async () => {
    const { server, auth } = setup()
    const dialog = await connectAndOpen()
    await ready(dialog)
    server.throwVerify()
    await act(async () => fireEvent.click(button(dialog)))
    await waitFor(() => expect(errorText(dialog)).toBe('Error verifying signature, please retry!'))
    await ready(dialog)
    // The adapter cannot build a message (e.g. a malformed nonce): unexpected.
    const createMessage = auth.adapter.createMessage
    auth.adapter.createMessage = () => {
      throw new Error('bad nonce')
    }
    await act(async () => fireEvent.click(button(dialog)))
    await waitFor(() => expect(errorText(dialog)).toBe('Oops, something went wrong!'))
    auth.adapter.createMessage = createMessage
  })

  it('Cancel disconnects the wallet and closes the dialog', async () => {
    const { config, auth } = setup()
    const dialog = await connectAndOpen()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(config.getState().status).toBe('disconnected'))
    expect(auth.getState().status).toBe('unauthenticated')
  })

  it('is accessible like the other modals: labelled, focus inside and trapped, Escape cancels', async () => {
    const { config } = setup()
    const dialog = await connectAndOpen()
    expect(dialog.getAttribute('aria-labelledby')).toBe(within(dialog).getByRole('heading', { name: 'Verify your account' }).id)
    expect(dialog.contains(document.activeElement)).toBe(true)
    const focusables = [...dialog.querySelectorAll<HTMLElement>('button')]
    focusables[focusables.length - 1]!.focus()
    fireEvent.keyDown(document, { key: 'Tab' })
    expect(document.activeElement).toBe(focusables[0])
    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(config.getState().status).toBe('disconnected'))
  })

  it('signing in from another tab closes the dialog here', async () => {
    const { auth } = setup()
    await connectAndOpen()
    act(() => auth.signedIn({ address: ACCOUNT_A, chainId: 1101 }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('under StrictMode the dialog still signs in once', async () => {
    const { server, auth } = setup({ strict: true })
    const dialog = await connectAndOpen()
    await ready(dialog)
    await act(async () => fireEvent.click(button(dialog)))
    await waitFor(() => expect(auth.getState().status).toBe('authenticated'))
    expect(server.calls.verify).toHaveLength(1)
  })

  it('on an unsupported network it says so and offers the switch, never Send message; after the switch it signs the configured chain', async () => {
    const { wallet, server, auth, config } = setup({ chainId: 1 })
    const dialog = await connectAndOpen()
    expect(config.getState().chainId).toBe(1)
    await waitFor(() => expect(errorText(dialog)).toBe('Your wallet is on a network this site does not support. Switch to Polygon zkEVM to sign in.'))
    expect(within(dialog).queryByTestId('sign-in-button')).toBeNull()
    const switchButton = within(dialog).getByTestId('sign-in-switch-button')
    expect(switchButton.textContent).toBe('Switch to Polygon zkEVM')

    const open = wallet.holdSwitch()
    await act(async () => fireEvent.click(switchButton))
    await waitFor(() => expect(switchButton.textContent).toBe('Confirm in Wallet'))
    expect(switchButton.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(switchButton) // a second click while the wallet asks sends nothing more
    // The switch code loads on first use: answer once the wallet has the request.
    await waitFor(() => expect(wallet.switches).toEqual([1101]))
    await act(async () => open())
    expect(wallet.switches).toEqual([1101])
    expect(wallet.signs).toHaveLength(0) // nothing was signed on the wrong chain

    // On the configured chain: the usual dialog, and the message names chain 1101.
    await ready(dialog)
    expect(errorText(dialog)).toBe('')
    await act(async () => fireEvent.click(button(dialog)))
    await waitFor(() => expect(auth.getState().status).toBe('authenticated'))
    expect(server.calls.verify).toHaveLength(1)
    expect(wallet.signs[0]!.message).toContain(' on 1101\n')
  })

  it('a wallet that leaves the configured chain while the dialog is open gets the switch offer too', async () => {
    const { wallet } = setup()
    const dialog = await connectAndOpen()
    await ready(dialog)
    await act(async () => wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }))
    await waitFor(() => expect(within(dialog).getByTestId('sign-in-switch-button').textContent).toBe('Switch to Polygon zkEVM'))
    expect(errorText(dialog)).toMatch(/does not support/)
  })
})
