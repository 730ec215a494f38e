// Node, no DOM: what a server sees when it imports the kit and renders the app's shell.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { offlineChain as chain } from '../fixtures/chain'


describe('server rendering (no window)', () => {
  it('runs where there is no window, document or localStorage', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    expect(typeof localStorage).toBe('undefined')
  })

  it('every kit module imports without touching browser globals', async () => {
    const modules = import.meta.glob(['../../lib/**/*.{ts,tsx}', '!../../lib/**/*.d.ts'])
    expect(Object.keys(modules).length).toBeGreaterThan(100)
    const failures: string[] = []
    for (const [path, load] of Object.entries(modules)) {
      await load().catch((e: unknown) => failures.push(`${path}: ${String(e)}`))
    }
    expect(failures).toEqual([])
  })

  it('both entries import, and renderToString of the provider with a ConnectButton gives the disconnected button', async () => {
    const kit = await import('@porch/kit')
    const react = await import('@porch/kit/react')
    const { PorchProvider, ModalProvider, ConnectButton, WalletButton } = react
    // As an app would make it: default storage (localStorage when there is one) and discovery.
    const config = kit.createConfig({ chains: [chain], appName: 'Acme dapp', discover: kit.injectedDiscovery() })
    const html = renderToString(
      <PorchProvider config={config}>
        <ModalProvider>
          <ConnectButton />
          <WalletButton wallet="metaMask" />
        </ModalProvider>
      </PorchProvider>,
    )
    expect(html).toMatch(/<button[^>]*data-testid="connect-button"[^>]*>Connect Wallet<\/button>/)
    expect(html).not.toContain('Wrong network')
    // Wallet state is unknown on the server: the wallet button waits for the browser.
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="wallet-button-metaMask"[^>]*>.*MetaMask<\/button>/)
    config.destroy()
  })
})
