// @vitest-environment jsdom
import { useEffect, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { createAuthStore } from '../../lib/core/auth/store'
import type { AuthenticationAdapter, AuthSession } from '../../lib/core/auth/types'
import { ConnectButton } from '../../lib/components/ConnectButton/index'
import { ModalProvider } from '../../lib/components/ModalProvider/ModalProvider'
import type { Config } from '../../lib/core/config'
import { cookieToInitialState } from '../../lib/core/cookieState'
import type { State, Status } from '../../lib/core/types'
import { PorchProvider } from '../../lib/react/Provider'
import { AuthContext, useAuth } from '../../lib/react/useAuth'
import { memoryBackend } from '../fixtures/storage'
import { ACCOUNT, cleanupsAfterEach, installWallet, makeConfig, RDNS, RETURNING_COOKIE } from './hydrationSetup'

/**
 * Sign-in on the first paint: the server found the user's session (`readSession`) and
 * hands it to `createAuthStore({ initialSession })`; the server HTML and the hydrating page
 * show the signed-in account, the reconnect never passes through `unauthenticated` ('Connect
 * Wallet', then 'Verify your account' in the Connect modal), and the adapter's `getSession`
 * confirms the session once mounted, or moves the page cleanly to unauthenticated.
 */
const SESSION: AuthSession = { address: ACCOUNT, chainId: 1101 }

/** An adapter whose `/me` answers `answer`, once `after` settles (a server slower than the wallet). */
function adapterAnswering(answer: AuthSession | null, after: Promise<unknown> = Promise.resolve()) {
  const calls = { getSession: 0 }
  const refuse = () => Promise.reject(new Error('not used here'))
  const adapter: AuthenticationAdapter = {
    getNonce: refuse,
    createMessage: () => '',
    verify: refuse,
    signOut: () => Promise.resolve(),
    getSession: () => {
      calls.getSession++
      return after.then(() => answer)
    },
  }
  return { adapter, calls }
}

function AuthStatus() {
  const auth = useAuth()
  return <p data-testid="auth">{`${auth.status} ${auth.address ?? '-'}`}</p>
}

function App(props: { config: Config; initialState: State | undefined; adapter: AuthenticationAdapter; session: AuthSession | null | undefined }) {
  const { config, initialState, adapter, session } = props
  const [auth] = useState(() => createAuthStore({ config, adapter, initialSession: session }))
  useEffect(() => auth.start(), [auth])
  return (
    <PorchProvider config={config} initialState={initialState}>
      <AuthContext.Provider value={auth}>
        <ModalProvider>
          <ConnectButton />
          <AuthStatus />
        </ModalProvider>
      </AuthContext.Provider>
    </PorchProvider>
  )
}

const cleanups = cleanupsAfterEach()

/** Server render of a returning user (connection cookie, and the session the server found), then hydration with the wallet. */
async function signedInPage(serverSession: AuthSession | null | undefined, confirmed: AuthSession | null) {
  const initialState = cookieToInitialState(makeConfig(), RETURNING_COOKIE)
  const server = makeConfig()
  const html = renderToString(<App config={server} initialState={initialState} adapter={adapterAnswering(confirmed).adapter} session={serverSession} />)
  server.destroy()

  cleanups.push(installWallet())
  const client = makeConfig(memoryBackend({ 'porch.version': '1', [`porch.connected.${RDNS}`]: 'true' }))
  const statuses: Status[] = []
  cleanups.push(client.store.subscribe((s) => void statuses.push(s.status)))
  // The session check answers only after the wallet did, so a page that waited for it would show the gap.
  const walletAnswered = new Promise<void>((resolve) => {
    cleanups.push(client.store.subscribe((s, prev) => prev.status === 'reconnecting' && s.status !== 'reconnecting' && setTimeout(resolve, 20)))
  })
  const { adapter, calls } = adapterAnswering(confirmed, walletAnswered)
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const texts: string[] = []
  const observer = new MutationObserver(() => texts.push(container.textContent ?? ''))
  observer.observe(container, { subtree: true, childList: true, characterData: true })
  const onRecoverableError = vi.fn()
  const root = hydrateRoot(container, <App config={client} initialState={initialState} adapter={adapter} session={serverSession} />, { onRecoverableError })
  cleanups.push(() => {
    observer.disconnect()
    root.unmount()
    client.destroy()
  })
  // The server's connection applies during the first render (reconnecting), then the wallet answers.
  await vi.waitFor(() => expect(statuses[0] === 'reconnecting' && client.getState().status !== 'reconnecting').toBe(true))
  if (serverSession !== null) {
    await vi.waitFor(() => expect(calls.getSession).toBe(1))
    await walletAnswered
    await new Promise((r) => setTimeout(r, 10)) // the session check's answer applied
  }
  return { html, container, client, statuses, texts, calls, onRecoverableError }
}

describe('hydration with sign-in: the session the server knows', () => {
  it('a signed-in user: the account in the server HTML, confirmed by getSession, never "Connect Wallet" or unauthenticated', async () => {
    const { html, container, client, statuses, texts, onRecoverableError } = await signedInPage(SESSION, SESSION)
    expect(html).toContain('0xf3…2266')
    expect(html).toContain(`authenticated ${ACCOUNT}`)
    expect(html).not.toContain('Connect Wallet')
    expect(client.getState().status).toBe('connected')
    expect(statuses).not.toContain('unauthenticated')
    expect(texts.some((t) => t.includes('Connect Wallet') || t.includes('Verify your account'))).toBe(false)
    expect(container.textContent).toContain(`authenticated ${ACCOUNT}`)
    expect(onRecoverableError).not.toHaveBeenCalled()
  })

  it('a session gone since the server rendered: getSession says so, and the page moves cleanly to unauthenticated', async () => {
    const { container, client, onRecoverableError } = await signedInPage(SESSION, null)
    await vi.waitFor(() => expect(client.getState().status).toBe('unauthenticated'))
    await vi.waitFor(() => expect(container.textContent).toContain('Connect Wallet'))
    expect(container.textContent).toContain('unauthenticated -')
    expect(onRecoverableError).not.toHaveBeenCalled()
  })

  it('a signed-out user the server knows: "Connect Wallet" in the server HTML and after, no account shown first', async () => {
    const { html, container, client, texts, onRecoverableError } = await signedInPage(null, null)
    expect(html).toContain('Connect Wallet')
    expect(html).not.toContain('0xf3…2266')
    expect(client.getState().status).toBe('unauthenticated')
    expect(texts.some((t) => t.includes('0xf3…2266'))).toBe(false)
    expect(container.textContent).toContain('Connect Wallet')
    expect(onRecoverableError).not.toHaveBeenCalled()
  })

  it('a malformed initial session is ignored (loading until getSession answers)', () => {
    const { adapter } = adapterAnswering(null)
    const forged = { address: '<img src=x>', chainId: 1101 } as unknown as AuthSession
    expect(createAuthStore({ config: makeConfig(), adapter, initialSession: forged }).getState()).toEqual({ status: 'loading', session: undefined })
    expect(createAuthStore({ config: makeConfig(), adapter, initialSession: SESSION }).getState()).toEqual({ status: 'authenticated', session: SESSION })
  })
})
