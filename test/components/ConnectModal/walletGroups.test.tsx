// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useConnectModal } from '../../../lib/components/ModalProvider/hooks'
import { ModalProvider } from '../../../lib/components/ModalProvider/ModalProvider'
import { injected } from '../../../lib/connectors/injected'
import { createConfig } from '../../../lib/core/config'
import { createStorage } from '../../../lib/core/storage'
import { PorchProvider } from '../../../lib/react/Provider'
import { metaMask } from '../../../lib/core/wallets/metaMask'
import type { WalletDescriptor, WalletGroup } from '../../../lib/core/wallets/types'
import { memoryBackend } from '../../fixtures/storage'
import { createFakeWallet } from '../../fixtures/wallet'
import { offlineChain as chain } from '../../fixtures/chain'


const acme: WalletDescriptor = {
  id: 'acme',
  name: 'Acme Wallet',
  iconUrl: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
  iconBackground: '#ffffff',
  iconAccent: '#0af',
  rdns: 'com.acme.wallet',
  downloadUrls: { browserExtension: 'https://acme.example/extension' },
}

function OpenButton() {
  const { openConnectModal } = useConnectModal()
  return (
    <button type="button" onClick={openConnectModal} disabled={!openConnectModal}>
      Connect Wallet
    </button>
  )
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p role="alert">{`${this.state.error.name}: ${this.state.error.message}`}</p> : this.props.children
  }
}

function setup(wallets?: readonly WalletGroup[]) {
  const wallet = createFakeWallet({ chainId: 1101 })
  const config = createConfig({
    chains: [chain],
    appName: 'Acme dapp',
    storage: createStorage({ backend: memoryBackend() }),
    connectors: [injected({ id: 'com.acme.wallet', name: 'Acme (announced)', rdns: 'com.acme.wallet', provider: wallet.provider })],
  })
  render(
    <Boundary>
      <PorchProvider config={config} autoConnect={false} wallets={wallets}>
        <ModalProvider>
          <OpenButton />
        </ModalProvider>
      </PorchProvider>
    </Boundary>,
  )
  return { config }
}

async function listed(): Promise<Array<[string | null, string[]]>> {
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' }, { timeout: 10_000 })
  // Each group is a labelled section of wallet buttons.
  return within(dialog)
    .getAllByRole('region')
    .filter((g) => g.querySelector('[data-wallet-id]'))
    .map((g) => [g.getAttribute('aria-label'), [...g.querySelectorAll('[data-wallet-id]')].map((b) => b.getAttribute('data-wallet-id') ?? '')])
}

afterEach(cleanup)

describe('the provider takes the app’s wallet groups', () => {
  it('lists the groups in the app order, with the app’s own wallet ready', async () => {
    setup([
      { groupName: 'Recommended', wallets: [acme] },
      { groupName: 'More', wallets: [metaMask] },
    ])
    expect(await listed()).toEqual([
      ['Recommended', ['acme']],
      ['More', ['metaMask']],
    ])
    expect(screen.getByRole('button', { name: /Acme Wallet/ }).getAttribute('data-ready')).toBe('true')
  })

  it('without groups: the default Popular group', async () => {
    setup()
    const groups = await listed()
    expect(groups.map(([name]) => name)).toEqual(['Installed', 'Popular'])
  })

  it('a bad descriptor throws an InvalidWalletError that names the field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    setup([{ groupName: 'Recommended', wallets: [{ ...acme, iconAccent: 'orange' }] }])
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('InvalidWalletError: Wallet "acme": iconAccent "orange" must be a hex colour such as #fff or #1a2b3c.')
    vi.restoreAllMocks()
  })
})
