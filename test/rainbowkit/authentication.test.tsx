// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useMemo, useState } from 'react'
import { verifyMessage, type Hex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import {
  ConnectButton,
  createAuthenticationAdapter,
  RainbowKitAuthenticationProvider,
  RainbowKitProvider,
  type AuthenticationStatus,
} from '@porch/kit/react'
import { disconnect } from '../../lib/core/actions/disconnect'
import { PorchProvider } from '../../lib/react/Provider'
import { ACCOUNT_A, kitConfig, signingWallet } from '../auth/fixtures'

const LAZY = { timeout: 10_000 }
const stops: Array<() => void> = []
afterEach(() => {
  cleanup()
  for (const s of stops.splice(0)) s()
})

/** RainbowKit's sign-in recipe: the app keeps `status` in state and its adapter's verify sets it. */
function setup({ asyncMessage = false } = {}) {
  const wallet = signingWallet()
  const config = kitConfig(wallet.provider)
  stops.push(() => config.destroy())
  const log = { verified: [] as Array<{ message: string; signature: string }>, signOuts: 0 }
  let setStatusOutside: (s: AuthenticationStatus) => void = () => {}
  function App() {
    const [status, setStatus] = useState<AuthenticationStatus>('unauthenticated')
    setStatusOutside = setStatus
    const adapter = useMemo(
      () =>
        createAuthenticationAdapter({
          getNonce: async () => 'abcdefgh12345678',
          createMessage: ({ nonce, address, chainId }) => {
            const text = `Sign in ${address} on ${chainId}\nNonce: ${nonce}`
            return asyncMessage ? Promise.resolve(text) : text
          },
          verify: async ({ message, signature }) => {
            log.verified.push({ message, signature })
            const ok = await verifyMessage({ address: ACCOUNT_A, message, signature: signature as Hex })
            setStatus(ok ? 'authenticated' : 'unauthenticated')
            return ok
          },
          signOut: async () => {
            log.signOuts++
            setStatus('unauthenticated')
          },
        }),
      [],
    )
    return (
      <PorchProvider config={config} autoConnect={false}>
        <RainbowKitAuthenticationProvider adapter={adapter} status={status}>
          <RainbowKitProvider>
            <ConnectButton />
          </RainbowKitProvider>
        </RainbowKitAuthenticationProvider>
      </PorchProvider>
    )
  }
  render(<App />)
  return { config, log, setStatus: (s: AuthenticationStatus) => act(() => setStatusOutside(s)) }
}

async function connectToSignIn() {
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const picker = await screen.findByRole('dialog', { name: 'Connect a Wallet' }, LAZY)
  await act(async () => fireEvent.click(within(picker).getByRole('button', { name: /MetaMask/ })))
  return screen.findByRole('dialog', { name: 'Verify your account' }, LAZY)
}

describe('RainbowKitAuthenticationProvider', () => {
  it("shows 'Verify your account' while connected and the app's status is unauthenticated; the app's verify signs in", async () => {
    const { config, log } = setup()
    const dialog = await connectToSignIn()
    expect(config.getState().status).toBe('unauthenticated')
    const send = within(dialog).getByTestId('sign-in-button')
    await waitFor(() => expect(send.textContent).toBe('Send message'))
    await act(async () => fireEvent.click(send))
    await waitFor(() => expect(config.getState().status).toBe('connected'), LAZY)
    expect(log.verified).toHaveLength(1)
    expect(log.verified[0]?.message).toBe(`Sign in ${ACCOUNT_A} on 1101\nNonce: abcdefgh12345678`)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify your account' })).toBeNull())
    expect(screen.getByTestId('account-button')).toBeTruthy()
  })

  it('signs a message that createMessage answers with a promise', async () => {
    const { config, log } = setup({ asyncMessage: true })
    const dialog = await connectToSignIn()
    const send = within(dialog).getByTestId('sign-in-button')
    await waitFor(() => expect(send.textContent).toBe('Send message'))
    await act(async () => fireEvent.click(send))
    await waitFor(() => expect(config.getState().status).toBe('connected'), LAZY)
    expect(log.verified[0]?.message).toBe(`Sign in ${ACCOUNT_A} on 1101\nNonce: abcdefgh12345678`)
  })

  it('follows the status the app owns, and signs out through the adapter when the wallet disconnects', async () => {
    const { config, log, setStatus } = setup()
    await connectToSignIn()
    setStatus('authenticated')
    await waitFor(() => expect(config.getState().status).toBe('connected'))
    setStatus('unauthenticated')
    await waitFor(() => expect(config.getState().status).toBe('unauthenticated'))
    setStatus('authenticated')
    await act(async () => {
      await disconnect(config)
    })
    await waitFor(() => expect(log.signOuts).toBe(1))
  })

  it('createAuthenticationAdapter returns the adapter it is given (RainbowKit\'s helper)', () => {
    const adapter = { getNonce: async () => 'n', createMessage: () => 'm', verify: async () => true, signOut: async () => {} }
    expect(createAuthenticationAdapter(adapter)).toBe(adapter)
  })
})
