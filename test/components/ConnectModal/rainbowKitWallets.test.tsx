// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useConnectModal } from '../../../lib/components/ModalProvider/hooks'
import { ModalProvider } from '../../../lib/components/ModalProvider/ModalProvider'
import { injected } from '../../../lib/connectors/injected'
import { createConfig } from '../../../lib/core/config'
import type { CreateConnectorFn } from '../../../lib/core/types'
import { createStorage } from '../../../lib/core/storage'
import { PorchProvider } from '../../../lib/react/Provider'
import { metaMaskWallet, rabbyWallet, trustWallet, uniswapWallet, zerionWallet } from '../../../lib/entries/wallets'
import { connectorsForWallets } from '../../../lib/rainbowkit/config/connectorsForWallets'
import { getDefaultWallets } from '../../../lib/rainbowkit/config/getDefaultWallets'
import { memoryBackend } from '../../fixtures/storage'
import { createFakeWallet } from '../../fixtures/wallet'
import { offlineChain as chain } from '../../fixtures/chain'

const ANNOUNCED_ICON = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20data-announced%2F%3E'

function OpenButton() {
  const { openConnectModal } = useConnectModal()
  return (
    <button type="button" onClick={openConnectModal} disabled={!openConnectModal}>
      Connect Wallet
    </button>
  )
}

/** The app's config as RainbowKit's custom-list recipe has it, plus MetaMask announced (what discovery adds). */
function setup(connectors: CreateConnectorFn[]) {
  const wallet = createFakeWallet({ chainId: 1101 })
  const announced = injected({ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask', icon: ANNOUNCED_ICON, provider: wallet.provider })
  const config = createConfig({ chains: [chain], appName: 'Acme', storage: createStorage({ backend: memoryBackend() }), connectors: [...connectors, announced] })
  render(
    <PorchProvider config={config} autoConnect={false}>
      <ModalProvider>
        <OpenButton />
      </ModalProvider>
    </PorchProvider>,
  )
  return { config }
}

async function listed(): Promise<Array<[string | null, string[]]>> {
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' }, { timeout: 10_000 })
  return within(dialog)
    .getAllByRole('region')
    .filter((g) => g.querySelector('[data-wallet-id]'))
    .map((g) => [g.getAttribute('aria-label'), [...g.querySelectorAll('[data-wallet-id]')].map((b) => b.getAttribute('data-wallet-id') ?? '')])
}

afterEach(cleanup)

describe('connectorsForWallets: the Connect modal lists exactly the app’s wallet groups', () => {
  it('in the groups and order given; an announced wallet is ready under its own entry', async () => {
    const connectors = connectorsForWallets(
      [
        { groupName: 'Recommended', wallets: [trustWallet, metaMaskWallet] },
        { groupName: 'Others', wallets: [zerionWallet, uniswapWallet, rabbyWallet] },
      ],
      { appName: 'Acme', projectId: 'test-project' },
    )
    // One WalletConnect connector for every wallet that pairs; extensions come from discovery.
    expect(connectors).toHaveLength(1)
    const { config } = setup(connectors)
    expect(config.getConnectors().map((c) => c.id)).toEqual(['walletConnect', 'io.metamask'])
    expect(await listed()).toEqual([
      ['Recommended', ['trust', 'metaMask']],
      ['Others', ['zerion', 'uniswap', 'rabby']],
    ])
    const metaMask = screen.getByRole('button', { name: /MetaMask/ })
    expect(metaMask.getAttribute('data-ready')).toBe('true')
    // The icon the installed wallet announces wins over the kit's drawing.
    expect(metaMask.querySelector('img')?.getAttribute('src')).toBe(ANNOUNCED_ICON)
    // The lazy icons load once the list is drawn.
    await waitFor(() => {
      const trust = document.querySelector('[data-wallet-id="trust"] img')?.getAttribute('src')
      expect(trust).toMatch(/trustWallet\/icon\.svg$|^data:image\/svg\+xml;base64/)
    })
  })

  it('getDefaultWallets: RainbowKit’s Popular group (Safe with the kit’s open-from-Safe guide)', async () => {
    const { connectors, wallets } = getDefaultWallets({ appName: 'Acme', projectId: 'test-project' })
    expect(wallets.map((g) => g.groupName)).toEqual(['Popular'])
    setup(connectors)
    expect(await listed()).toEqual([['Popular', ['safe', 'rainbow', 'base', 'metaMask', 'walletConnect']]])
  })

  it('names an app’s own bad wallet and its field when the list is made', () => {
    const bad = () => ({ ...trustWallet({ projectId: 'p', appName: 'A' }), id: 'acme', iconAccent: 'orange' })
    expect(() => connectorsForWallets([{ groupName: 'Mine', wallets: [bad] }], { appName: 'A', projectId: 'p' })).toThrow(
      'Wallet "acme": iconAccent "orange" must be a hex colour such as #fff or #1a2b3c.',
    )
  })

  it('refuses a list of wallets instead of factories, in plain words', () => {
    expect(() => connectorsForWallets([{ groupName: 'Bad', wallets: [trustWallet({ projectId: 'p', appName: 'A' }) as never] }], { appName: 'A', projectId: 'p' })).toThrow(
      'Wallet group "Bad" must list wallet factories (metaMaskWallet, not metaMaskWallet()).',
    )
  })
})

