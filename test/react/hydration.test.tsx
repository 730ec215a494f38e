// @vitest-environment jsdom
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { StrictMode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { cookieToInitialState } from '../../lib/core/cookieState'
import { cookieStorage } from '../../lib/core/cookie'
import { createConfig } from '../../lib/core/config'
import { connect } from '../../lib/core/actions/connect'
import { injected } from '../../lib/connectors/injected'
import { WagmiProvider } from '../../lib/react/WagmiProvider'
import { Hydrate } from '../../lib/react/Hydrate'
import { render } from '@testing-library/react'
import { offlineChain } from '../fixtures/chain'
import { createFakeWallet } from '../fixtures/wallet'
import type { Config } from '../../lib/core/config'
import { createStorage } from '../../lib/core/storage'
import type { State } from '../../lib/core/types'
import { ConnectButton } from '../../lib/components/ConnectButton/index'
import { ModalProvider } from '../../lib/components/ModalProvider/ModalProvider'
import { WalletButton } from '../../lib/components/WalletButton/WalletButton'
import { PorchProvider } from '../../lib/react/Provider'
import { useConnectors } from '../../lib/react/useConnectors'
import { memoryBackend } from '../fixtures/storage'
import { ACCOUNT, cleanupsAfterEach, installWallet, makeConfig, OTHER, RDNS, RETURNING_COOKIE } from './hydrationSetup'

/**
 * The server renders (no wallet there), an EIP-6963 wallet announces itself in the browser
 * before the page's script runs, and React hydrates: nothing may differ from the server
 * HTML, so React never reports a recoverable (hydration) error.
 */
function ConnectorList() {
  const connectors = useConnectors()
  return (
    <ul data-testid="connectors">
      {connectors.map((c) => (
        <li key={c.id}>{c.name}</li>
      ))}
    </ul>
  )
}

function App({ config, initialState }: { config: Config; initialState?: State | undefined }) {
  return (
    <PorchProvider config={config} initialState={initialState}>
      <ModalProvider>
        <ConnectButton />
        <WalletButton wallet="metaMask" />
        <WalletButton wallet={RDNS} />
        <ConnectorList />
      </ModalProvider>
    </PorchProvider>
  )
}

const cleanups = cleanupsAfterEach()

async function serverThenHydrate(
  options: { initialState?: State; backend?: ReturnType<typeof memoryBackend>; strict?: boolean; walletAccount?: string | null } = {},
) {
  const server = makeConfig()
  const html = renderToString(<App config={server} initialState={options.initialState} />)
  server.destroy()

  cleanups.push(installWallet({ account: options.walletAccount }))
  const client = makeConfig(options.backend)
  cleanups.push(() => client.destroy())
  // Every state the page goes through, from the first render on.
  const states: State[] = []
  cleanups.push(client.store.subscribe((s) => void states.push(s)))
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const texts: string[] = []
  const observer = new MutationObserver(() => texts.push(container.textContent ?? ''))
  observer.observe(container, { subtree: true, childList: true, characterData: true })
  const onRecoverableError = vi.fn()
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const app = <App config={client} initialState={options.initialState} />
  const root: Root = hydrateRoot(container, options.strict ? <StrictMode>{app}</StrictMode> : app, { onRecoverableError })
  // Discovery ran once mounted: the wallet is listed (so a clean hydration is not vacuous).
  await vi.waitFor(() => expect(container.querySelector('[data-testid="connectors"]')?.textContent).toContain('Porch Test Wallet'))
  cleanups.push(() => {
    observer.disconnect()
    consoleError.mockRestore()
    root.unmount()
  })
  return { html, container, client, texts, states, onRecoverableError, consoleError }
}

describe('hydration with an EIP-6963 wallet installed', () => {
  it('ConnectButton, WalletButton by id and by rdns, and a useConnectors() list hydrate without a mismatch', async () => {
    const { html, container, onRecoverableError, consoleError } = await serverThenHydrate()
    expect(html).toContain('Connect Wallet')
    // The descriptor's name is in the server HTML (a button that renders nothing until mounted would pass vacuously).
    expect(html).toMatch(/data-testid="wallet-button-metaMask"[^>]*>.*MetaMask<\/button>/)
    // An rdns the kit has no descriptor for: a neutral label until the wallet announced itself.
    expect(html).toMatch(new RegExp(`data-testid="wallet-button-${RDNS.replaceAll('.', '\\.')}"[^>]*>Wallet</button>`))
    expect(html).not.toContain('Porch Test Wallet')
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(consoleError.mock.calls.map((c) => String(c[0]).slice(0, 300))).toEqual([])
    // Once mounted, the announced wallet names its button.
    await vi.waitFor(() => expect(container.querySelector(`[data-testid="wallet-button-${RDNS}"]`)?.textContent).toContain('Porch Test Wallet'))
  })

  it('under StrictMode (double mount) discovery starts once and hydration stays clean', async () => {
    const { client, onRecoverableError } = await serverThenHydrate({ strict: true })
    expect(client.getConnectors().filter((c) => c.id === RDNS)).toHaveLength(1)
    expect(onRecoverableError).not.toHaveBeenCalled()
  })

  it('createConfig only describes: no discovery and no storage read before start()', () => {
    cleanups.push(installWallet())
    const backend = memoryBackend()
    const getItem = vi.spyOn(backend, 'getItem')
    const config = makeConfig(backend)
    cleanups.push(() => config.destroy())
    expect(config.getConnectors()).toEqual([])
    expect(getItem).not.toHaveBeenCalled()
    expect(config.start()).toBe(true)
    expect(config.start()).toBe(false)
    expect(config.getConnectors().map((c) => c.id)).toEqual([RDNS])
    expect(config.getServerConnectors()).toEqual([])
  })

  it('a returning user is connected in the server HTML, and the wallet confirms it without "Connect Wallet" in between', async () => {
    const initialState = cookieToInitialState(makeConfig(), RETURNING_COOKIE)
    expect(initialState).toMatchObject({ status: 'connected', accounts: [ACCOUNT], chainId: 1101, connectorId: RDNS })
    // The browser of a user who connected this wallet before (the connector's own flag).
    const backend = memoryBackend({ 'porch.version': '1', [`porch.connected.${RDNS}`]: 'true' })
    const { html, client, texts, onRecoverableError, container } = await serverThenHydrate({ initialState, backend })
    expect(html).toContain('0xf3…2266')
    expect(html).not.toContain('Connect Wallet')
    await vi.waitFor(() => expect(client.getState().status).toBe('connected'))
    expect(client.getState().accounts).toEqual([ACCOUNT])
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(texts.some((t) => t.includes('Connect Wallet'))).toBe(false)
    expect(container.textContent).toContain('0xf3…2266')
  })

  const returning = () => ({
    initialState: cookieToInitialState(makeConfig(), RETURNING_COOKIE)!,
    backend: memoryBackend({ 'porch.version': '1', [`porch.connected.${RDNS}`]: 'true' }),
  })

  it('a wallet back on another account: that account, never the old one as connected, and no "Connect Wallet" in between', async () => {
    // As wagmi, and as the live accountsChanged event: the wallet says which account this site uses.
    const { html, client, texts, states, onRecoverableError, container } = await serverThenHydrate({ ...returning(), walletAccount: OTHER })
    expect(html).toContain('0xf3…2266')
    await vi.waitFor(() => expect(client.getState()).toMatchObject({ status: 'connected', accounts: [OTHER] }))
    await vi.waitFor(() => expect(container.textContent).toContain('0x70…79C8'))
    expect(container.textContent).not.toContain('0xf3…2266')
    expect(states.filter((s) => s.status === 'connected' && s.accounts.includes(ACCOUNT))).toEqual([])
    expect(texts.some((t) => t.includes('Connect Wallet'))).toBe(false)
    expect(onRecoverableError).not.toHaveBeenCalled()
  })

  it('a wallet no longer connected to the site: straight to disconnected, the old account never confirmed', async () => {
    const { client, states, onRecoverableError, container } = await serverThenHydrate({ ...returning(), walletAccount: null })
    await vi.waitFor(() => expect(client.getState().status).toBe('disconnected'))
    expect(client.getState()).toMatchObject({ accounts: [], chainId: undefined, connectorId: undefined, error: undefined })
    await vi.waitFor(() => expect(container.textContent).toContain('Connect Wallet'))
    expect(container.textContent).not.toContain('0xf3…2266')
    expect(states.map((s) => s.status).filter((s) => s !== 'reconnecting' && s !== 'disconnected')).toEqual([])
    expect(onRecoverableError).not.toHaveBeenCalled()
  })
})

describe('cookieToInitialState', () => {
  const config = { storage: createStorage({ backend: memoryBackend() }) }
  const cookie = (value: unknown) => `porch.version=1; porch.connection=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`
  const good = { connectorId: RDNS, accounts: [ACCOUNT], chainId: 1101 }

  it('reads a well-formed connection, and nothing else', () => {
    expect(cookieToInitialState(config, cookie(good))?.accounts).toEqual([ACCOUNT])
    expect(cookieToInitialState(config, undefined)).toBeUndefined()
    expect(cookieToInitialState(config, `porch.connection=${encodeURIComponent(JSON.stringify(good))}`)).toBeUndefined() // no version
  })

  it.each([
    ['markup as address', { ...good, accounts: ['<img src=x onerror=alert(1)>'] }],
    ['short address', { ...good, accounts: ['0x1234'] }],
    ['no accounts', { ...good, accounts: [] }],
    ['chain id as string', { ...good, chainId: '1101' }],
    ['negative chain id', { ...good, chainId: -1 }],
    ['connector id with markup', { ...good, connectorId: '<script>' }],
    ['not JSON', '{nope'],
    ['an array', [good]],
    ['over 1 KB', { ...good, pad: 'x'.repeat(1100) }],
  ])('a forged cookie (%s) gives no state', (_, value) => {
    expect(cookieToInitialState(config, cookie(value))).toBeUndefined()
  })
})

describe("wagmi's cookie recipe: createStorage({ storage: cookieStorage })", () => {
  it('the connection goes to document.cookie, cookieToInitialState reads it back, and the server HTML shows the account', async () => {
    const clearCookies = () => {
      for (const part of document.cookie.split(';')) document.cookie = `${part.split('=')[0]!.trim()}=; Path=/; Max-Age=0`
    }
    clearCookies()
    cleanups.push(clearCookies)
    const wallet = createFakeWallet({ address: ACCOUNT, chainId: 1101 })
    const wagmiConfig = () =>
      createConfig({ chains: [offlineChain], storage: createStorage({ storage: cookieStorage }), connectors: [injected({ id: RDNS, name: 'Porch Test Wallet', provider: wallet.provider })] })
    const browser = wagmiConfig()
    cleanups.push(() => browser.destroy())
    await connect(browser, { connector: RDNS })
    expect(document.cookie).toContain('porch.connection=')

    // The next request carries the cookie: the server renders the connected account.
    const initialState = cookieToInitialState(browser, document.cookie)
    expect(initialState).toMatchObject({ status: 'connected', accounts: [ACCOUNT], chainId: 1101, connectorId: RDNS })
    const server = wagmiConfig()
    const html = renderToString(
      <WagmiProvider config={server} initialState={initialState}>
        <ModalProvider>
          <ConnectButton />
        </ModalProvider>
      </WagmiProvider>,
    )
    server.destroy()
    expect(html).toContain('0xf3…2266')
    expect(html).not.toContain('Connect Wallet')
  })
})

describe("wagmi's Hydrate", () => {
  it('applies the server state in the first render, then starts the config once mounted (discovery, reconnect)', async () => {
    cleanups.push(installWallet())
    const config = makeConfig()
    cleanups.push(() => config.destroy())
    const initialState = cookieToInitialState(config, RETURNING_COOKIE)
    const seen: string[] = []
    function Probe() {
      seen.push(config.getState().status)
      return <p>{config.getState().accounts[0]}</p>
    }
    const view = render(
      <Hydrate config={config} initialState={initialState}>
        <Probe />
      </Hydrate>,
    )
    cleanups.push(() => view.unmount())
    expect(seen[0]).toBe('reconnecting')
    expect(view.container.textContent).toBe(ACCOUNT)
    // Mounted: discovery ran (the wallet is listed), so a second start does nothing.
    expect(config.getConnectors().map((c) => c.id)).toEqual([RDNS])
    expect(config.start()).toBe(false)
    // This browser never connected the wallet to the site: the reconnect ends disconnected.
    await vi.waitFor(() => expect(config.getState().status).toBe('disconnected'))
  })
})

describe('the kit source', () => {
  it('uses no suppressHydrationWarning', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? (n === 'dist' ? [] : walk(join(dir, n))) : [join(dir, n)]))
    const offenders = walk(join(__dirname, '../../lib')).filter((f) => /\.tsx?$/.test(f) && readFileSync(f, 'utf8').includes('suppressHydrationWarning'))
    expect(offenders).toEqual([])
  })
})
