// @vitest-environment jsdom
/**
 * One approval in the Connect modal: an injected wallet that answers ERC-7846 `wallet_connect`
 * with the sign-in capability connects and signs in at once ('Verify your account' never
 * shows), checked by `@porch/kit/server`'s own handlers; a wallet without it falls back to
 * the two steps once and is remembered; a rejection of the one approval leaves nothing.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createSiweMessage } from 'viem/siwe'
import { createSiweHandlers, memoryStore } from '@porch/kit/server'
import { createConfig } from '../../../lib/core/config'
import { createStorage } from '../../../lib/core/storage'
import { createAuthStore } from '../../../lib/core/auth/store'
import type { AuthenticationAdapter } from '../../../lib/core/auth/types'
import { disconnect } from '../../../lib/core/actions/disconnect'
import { useConnectModal } from '../../../lib/components/ModalProvider/hooks'
import { ModalProvider } from '../../../lib/components/ModalProvider/ModalProvider'
import { PorchProvider } from '../../../lib/react/Provider'
import { AuthContext } from '../../../lib/react/useAuth'
import { mockConnector } from '../../../lib/testing/mock'
import { memoryBackend } from '../../fixtures/storage'
import { KitClient, ORIGIN } from '../../server/kitHarness'
import { zkevm } from '../../core/setup'

const CHAIN = zkevm.id
const OFF = { verify: { burst: 0, perMinute: 1 }, nonce: { burst: 0, perMinute: 1 } }
const stops: Array<() => void> = []
afterEach(() => {
  cleanup()
  for (const s of stops.splice(0)) s()
})

/** The app's adapter over the kit's server handlers (one browser: one cookie jar). */
function serverAdapter(client: KitClient): AuthenticationAdapter {
  return {
    async getNonce() {
      const { nonce } = await client.nonce()
      if (!nonce) throw new Error('no nonce')
      return nonce
    },
    createMessage: ({ address, chainId, nonce }) => createSiweMessage({ address, chainId, nonce, domain: new URL(ORIGIN).host, uri: ORIGIN, version: '1', issuedAt: new Date() }),
    getMessageParams: () => ({ domain: new URL(ORIGIN).host, uri: ORIGIN, statement: 'Sign in to Mango staking.' }),
    verify: async (proof) => (await client.call('POST', 'verify', proof)).status === 200,
    signOut: async () => void (await client.logout()),
  }
}

function OpenButton() {
  const { openConnectModal } = useConnectModal()
  return (
    <button type="button" onClick={openConnectModal} disabled={!openConnectModal}>
      Connect Wallet
    </button>
  )
}

let seq = 0
function setup(signInWithEthereum: boolean) {
  const handlers = createSiweHandlers({ origin: ORIGIN, chains: [{ id: CHAIN, rpcUrls: ['http://127.0.0.1:9'] }], secret: 'one-click-modal-secret-0123456789abcdef', store: memoryStore(), log: () => {}, limits: OFF })
  const client = new KitClient(handlers)
  const wallet = mockConnector({ chains: [{ id: CHAIN, rpcUrl: 'http://127.0.0.1:9' }], name: 'MetaMask', rdns: 'io.metamask', signInWithEthereum })
  const config = createConfig({ chains: [zkevm], appName: 'Mango', storage: createStorage({ backend: memoryBackend() }), connectors: [wallet] })
  const auth = createAuthStore({ config, adapter: serverAdapter(client), channelName: `one-click-${++seq}` })
  stops.push(auth.start(), () => config.destroy())
  render(
    <PorchProvider config={config} autoConnect={false}>
      <AuthContext.Provider value={auth}>
        <ModalProvider>
          <OpenButton />
        </ModalProvider>
      </AuthContext.Provider>
    </PorchProvider>,
  )
  return { wallet: wallet.wallet, config, auth, client }
}

async function pickMetaMask() {
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const picker = await screen.findByRole('dialog', { name: 'Connect a Wallet' }, { timeout: 10_000 })
  await act(async () => fireEvent.click(within(picker).getByRole('button', { name: /MetaMask/ })))
  return picker
}
/** The requests that are prompts in a real wallet. */
const prompts = (methods: string[]) => methods.filter((m) => ['wallet_connect', 'eth_requestAccounts', 'personal_sign'].includes(m))

describe('Connect modal: connect and sign in with one approval', () => {
  it('says so while the wallet asks, then is signed in without the Verify dialog', async () => {
    const { wallet, config, auth, client } = setup(true)
    const held = wallet.hold('wallet_connect')
    await pickMetaMask()
    await held.arrived
    expect(await screen.findByText('Approve in your wallet to connect and sign in')).toBeTruthy()
    held.release()
    await waitFor(() => expect(config.getState().status).toBe('connected'), { timeout: 10_000 })
    expect(auth.getState()).toEqual({ status: 'authenticated', session: { address: wallet.address, chainId: CHAIN } })
    expect(screen.queryByRole('dialog', { name: 'Verify your account' })).toBeNull()
    expect(prompts(wallet.requests().map((r) => r.method))).toEqual(['wallet_connect'])
    expect(await client.me()).toBe(200)
  })

  it('a wallet without wallet_connect: the two steps, signed in, and remembered (no second try)', async () => {
    const { wallet, config, auth, client } = setup(false)
    await pickMetaMask()
    const dialog = await screen.findByRole('dialog', { name: 'Verify your account' }, { timeout: 10_000 })
    const send = within(dialog).getByTestId('sign-in-button')
    await waitFor(() => expect(send.textContent).toBe('Send message'))
    await act(async () => fireEvent.click(send))
    await waitFor(() => expect(auth.getState().status).toBe('authenticated'), { timeout: 10_000 })
    expect(await client.me()).toBe(200)
    expect(prompts(wallet.requests().map((r) => r.method))).toEqual(['wallet_connect', 'eth_requestAccounts', 'personal_sign'])
    // Next time the wallet is not asked for wallet_connect at all.
    await disconnect(config)
    cleanup()
    const before = wallet.requests().length
    render(
      <PorchProvider config={config} autoConnect={false}>
        <AuthContext.Provider value={auth}>
          <ModalProvider>
            <OpenButton />
          </ModalProvider>
        </AuthContext.Provider>
      </PorchProvider>,
    )
    await pickMetaMask()
    await screen.findByRole('dialog', { name: 'Verify your account' }, { timeout: 10_000 })
    expect(prompts(wallet.requests().slice(before).map((r) => r.method))).toEqual(['eth_requestAccounts'])
  })

  it('rejecting the one approval rejects both: back to the wallet list, nothing connected or signed', async () => {
    const { wallet, config, auth, client } = setup(true)
    wallet.rejectNext('wallet_connect')
    const picker = await pickMetaMask()
    expect(await within(picker).findByText('The request was cancelled in your wallet.')).toBeTruthy()
    expect(config.getState().status).toBe('disconnected')
    expect(auth.getState().status).toBe('unauthenticated')
    expect(prompts(wallet.requests().map((r) => r.method))).toEqual(['wallet_connect'])
    expect(await client.me()).toBe(401)
  })
})
