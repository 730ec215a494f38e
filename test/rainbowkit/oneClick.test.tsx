// @vitest-environment jsdom
/**
 * RainbowKit's RainbowKitAuthenticationProvider with a wallet that connects and signs in with
 * one approval (ERC-7846 `wallet_connect`): the signed message goes to the app's own verify
 * (checked by `@porch/kit/server`), the app's status follows, and 'Verify your account'
 * never shows. Without the one-approval registration the app's verify is never called this
 * way and the Verify dialog opens.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useMemo, useState } from 'react'
import { createSiweMessage } from 'viem/siwe'
import { afterEach, describe, expect, it } from 'vitest'
import { createSiweHandlers, memoryStore } from '@porch/kit/server'
import { ConnectButton, createAuthenticationAdapter, RainbowKitAuthenticationProvider, RainbowKitProvider, type AuthenticationStatus } from '@porch/kit/react'
import { createConfig } from '../../lib/core/config'
import { createStorage } from '../../lib/core/storage'
import { PorchProvider } from '../../lib/react/Provider'
import { mockConnector } from '../../lib/testing/mock'
import { memoryBackend } from '../fixtures/storage'
import { KitClient } from '../server/kitHarness'
import { zkevm } from '../core/setup'

const CHAIN = zkevm.id
// RainbowKit's adapter names no domain for a message the wallet writes: the page's origin, as the server's.
const ORIGIN = location.origin
const OFF = { verify: { burst: 0, perMinute: 1 }, nonce: { burst: 0, perMinute: 1 } }
const stops: Array<() => void> = []
afterEach(() => {
  cleanup()
  for (const s of stops.splice(0)) s()
})

function setup() {
  const handlers = createSiweHandlers({ origin: ORIGIN, chains: [{ id: CHAIN, rpcUrls: ['http://127.0.0.1:9'] }], secret: 'rainbowkit-one-click-secret-0123456789', store: memoryStore(), log: () => {}, limits: OFF })
  const client = new KitClient(handlers, '127.0.0.1', ORIGIN)
  const wallet = mockConnector({ chains: [{ id: CHAIN, rpcUrl: 'http://127.0.0.1:9' }], name: 'MetaMask', rdns: 'io.metamask', signInWithEthereum: true })
  const config = createConfig({ chains: [zkevm], appName: 'Example', storage: createStorage({ backend: memoryBackend() }), connectors: [wallet] })
  stops.push(() => config.destroy())
  const verified: string[] = []
  function App() {
    const [status, setStatus] = useState<AuthenticationStatus>('unauthenticated')
    const adapter = useMemo(
      () =>
        createAuthenticationAdapter({
          getNonce: async () => (await client.nonce()).nonce ?? '',
          createMessage: ({ nonce, address, chainId }) => createSiweMessage({ address, chainId, nonce, domain: new URL(ORIGIN).host, uri: ORIGIN, version: '1' }),
          verify: async ({ message, signature }) => {
            verified.push(message)
            const ok = (await client.call('POST', 'verify', { message, signature })).status === 200
            setStatus(ok ? 'authenticated' : 'unauthenticated')
            return ok
          },
          signOut: async () => {
            await client.logout()
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
  return { wallet: wallet.wallet, config, client, verified }
}

describe('RainbowKitAuthenticationProvider: one approval', () => {
  it("hands the message signed with the connection to the app's verify; the app's status follows, no Verify dialog", async () => {
    const { wallet, config, client, verified } = setup()
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const picker = await screen.findByRole('dialog', { name: 'Connect a Wallet' }, { timeout: 10_000 })
    await act(async () => fireEvent.click(within(picker).getByRole('button', { name: /MetaMask/ })))
    await waitFor(() => expect(config.getState().status).toBe('connected'), { timeout: 10_000 })
    expect(screen.queryByRole('dialog', { name: 'Verify your account' })).toBeNull()
    expect(verified).toHaveLength(1)
    expect(verified[0]).toContain(wallet.address)
    expect(wallet.requests().map((r) => r.method).filter((m) => ['wallet_connect', 'eth_requestAccounts', 'personal_sign'].includes(m))).toEqual(['wallet_connect'])
    expect(await client.me()).toBe(200)
  })
})
