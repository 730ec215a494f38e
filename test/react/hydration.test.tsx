// @vitest-environment jsdom
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { StrictMode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { defineChain } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { injectedDiscovery } from '../../lib/connectors/discover'
import { cookieToInitialState } from '../../lib/core/cookie'
import { createConfig, type Config } from '../../lib/core/config'
import { createStorage } from '../../lib/core/storage'
import type { State } from '../../lib/core/types'
import { ConnectButton } from '../../lib/components/ConnectButton/index'
import { ModalProvider } from '../../lib/components/ModalProvider/ModalProvider'
import { WalletButton } from '../../lib/components/WalletButton/WalletButton'
import { PorchProvider } from '../../lib/react/Provider'
import { useConnectors } from '../../lib/react/useConnectors'
import { memoryBackend } from '../fixtures/storage'

/**
 * The server renders (no wallet there), an EIP-6963 wallet announces itself in the browser
 * before the page's script runs, and React hydrates: nothing may differ from the server
 * HTML, so React never reports a recoverable (hydration) error.
 */
const chain = defineChain({
  id: 1101,
  name: 'Polygon zkEVM',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const RDNS = 'dev.porch.testwallet'
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ICON = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'

/** A wallet extension: answers eip6963:requestProvider, authorised for ACCOUNT on chain 1101. */
function installWallet(): () => void {
  const provider = {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [ACCOUNT]
      if (method === 'eth_chainId') return '0x44d'
      throw Object.assign(new Error(`${method} unsupported`), { code: 4200 })
    },
    on: () => undefined,
    removeListener: () => undefined,
  }
  const info = { uuid: '350670db-19fa-4704-a166-e52e178b59d4', name: 'Porch Test Wallet', icon: ICON, rdns: RDNS }
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce() // injected before the page's scripts, as extensions are
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}

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

const makeConfig = (backend = memoryBackend()) =>
  createConfig({ chains: [chain], appName: 'Acme', storage: createStorage({ backend }), discover: injectedDiscovery() })

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
  document.body.innerHTML = ''
})

async function serverThenHydrate(options: { initialState?: State; backend?: ReturnType<typeof memoryBackend>; strict?: boolean } = {}) {
  const server = makeConfig()
  const html = renderToString(<App config={server} initialState={options.initialState} />)
  server.destroy()

  cleanups.push(installWallet())
  const client = makeConfig(options.backend)
  cleanups.push(() => client.destroy())
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
  return { html, container, client, texts, onRecoverableError, consoleError }
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
    const cookie = `porch.version=1; porch.connection=${encodeURIComponent(JSON.stringify({ connectorId: RDNS, accounts: [ACCOUNT], chainId: 1101 }))}`
    const initialState = cookieToInitialState(makeConfig(), cookie)
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

describe('the kit source', () => {
  it('uses no suppressHydrationWarning', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? (n === 'dist' ? [] : walk(join(dir, n))) : [join(dir, n)]))
    const offenders = walk(join(__dirname, '../../lib')).filter((f) => /\.tsx?$/.test(f) && readFileSync(f, 'utf8').includes('suppressHydrationWarning'))
    expect(offenders).toEqual([])
  })
})
