// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ModalProvider } from '../../../lib/components/ModalProvider/ModalProvider'
import { WalletButton } from '../../../lib/components/WalletButton/WalletButton'
import { injected } from '../../../lib/connectors/injected'
import { createConfig } from '../../../lib/core/config'
import { createStorage } from '../../../lib/core/storage'
import { PorchProvider } from '../../../lib/react/Provider'
import { getRecentWalletIds } from '../../../lib/core/wallets/recent'
import type { WalletDescriptor } from '../../../lib/core/wallets/types'
import { memoryBackend } from '../../fixtures/storage'
import { createFakeWallet, rpcError } from '../../fixtures/wallet'
import { offlineChain as chain, ACCOUNT } from '../../fixtures/chain'


const acme: WalletDescriptor = {
  id: 'acme',
  name: 'Acme Wallet',
  iconUrl: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
  iconBackground: '#ffffff',
  rdns: 'com.acme.wallet',
  downloadUrls: { browserExtension: 'https://acme.example/extension' },
}

/** MetaMask (announced through EIP-6963) is installed; nothing else is. */
function setup(children: React.ReactNode) {
  const wallet = createFakeWallet({ address: ACCOUNT, chainId: 1101 })
  const storage = createStorage({ backend: memoryBackend() })
  const config = createConfig({
    chains: [chain],
    appName: 'Acme dapp',
    storage,
    connectors: [injected({ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask', provider: wallet.provider })],
  })
  render(
    <PorchProvider config={config} autoConnect={false} wallets={[{ groupName: 'Ours', wallets: [acme] }]}>
      <ModalProvider>{children}</ModalProvider>
    </PorchProvider>,
  )
  return { config, wallet, storage }
}

afterEach(cleanup)

describe('WalletButton', () => {
  it('connects the named wallet directly, then says Connected and remembers it', async () => {
    const { config, wallet, storage } = setup(<WalletButton wallet="metaMask" />)
    const button = screen.getByTestId('wallet-button-metaMask')
    expect(button.textContent).toBe('MetaMask')
    wallet.hold('eth_requestAccounts')
    await act(async () => {
      fireEvent.click(button)
    })
    expect(button.textContent).toBe('MetaMask Connecting…')
    expect(button.getAttribute('aria-busy')).toBe('true')
    // The click's code loads first (fetched at idle in a browser); then the wallet is asked.
    await waitFor(() => expect(wallet.calls.map((c) => c.method)).toContain('eth_requestAccounts'))
    await act(async () => wallet.release())
    await waitFor(() => expect(button.textContent).toBe('MetaMask Connected'))
    expect(config.getState()).toMatchObject({ status: 'connected', connectorId: 'io.metamask', accounts: [ACCOUNT] })
    expect(getRecentWalletIds(storage)).toEqual(['metaMask'])
    expect(wallet.calls.map((c) => c.method)).toContain('eth_requestAccounts')
  })

  it('shows why a connection failed; a plain "no" in the wallet shows nothing', async () => {
    const { wallet } = setup(<WalletButton wallet="metaMask" />)
    wallet.on('eth_requestAccounts', () => {
      throw rpcError(-32603, 'Wallet is locked')
    })
    fireEvent.click(screen.getByTestId('wallet-button-metaMask'))
    expect((await screen.findByRole('alert')).textContent).toBe('Your wallet could not complete the request. Please try again.')
    wallet.on('eth_requestAccounts', () => {
      throw rpcError(4001, 'User rejected the request.')
    })
    fireEvent.click(screen.getByTestId('wallet-button-metaMask'))
    // The attempt settles (its code loads first): no alert, the button as it was.
    await waitFor(() => expect(screen.getByTestId('wallet-button-metaMask').textContent).toBe('MetaMask'))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('Custom hands the app the state and the action; a wallet not installed opens the Connect modal', async () => {
    const { config } = setup(
      <WalletButton.Custom wallet="acme">
        {({ wallet, ready, connected, mounted, connect }) => (
          <button type="button" onClick={connect} data-ready={ready} data-connected={connected} data-mounted={mounted}>
            {`Use ${wallet?.name}`}
          </button>
        )}
      </WalletButton.Custom>,
    )
    const button = screen.getByRole('button', { name: 'Use Acme Wallet' })
    expect([button.dataset.ready, button.dataset.connected, button.dataset.mounted]).toEqual(['false', 'false', 'true'])
    fireEvent.click(button)
    await screen.findByRole('dialog', { name: 'Connect a Wallet' }, { timeout: 10_000 })
    expect(config.getState().status).toBe('disconnected')
  })

  it("Custom gets RainbowKit's render props: connector, error as a boolean (the words in errorMessage), connect() resolving once the attempt ends", async () => {
    type Seen = Parameters<Parameters<typeof WalletButton.Custom>[0]['children']>[0]
    let last: Seen | undefined
    const { wallet } = setup(
      <WalletButton.Custom wallet="metaMask">
        {(props) => {
          last = props
          return (
            <button type="button" onClick={() => void props.connect()} data-error={props.error}>
              {props.connector.name}
            </button>
          )
        }}
      </WalletButton.Custom>,
    )
    expect(last?.connector.name).toBe('MetaMask')
    expect([last?.error, last?.errorMessage, last?.loading, last?.connected, last?.ready, last?.mounted]).toEqual([false, undefined, false, false, true, true])
    wallet.on('eth_requestAccounts', () => {
      throw rpcError(-32603, 'Wallet is locked')
    })
    let settled: Promise<void> | undefined
    act(() => {
      settled = last?.connect()
    })
    await act(async () => {
      // Resolves (never rejects) once the wallet answered: the failure shows in `error`.
      await expect(settled).resolves.toBeUndefined()
    })
    expect(last?.error).toBe(true)
    expect(last?.errorMessage).toBe('Your wallet could not complete the request. Please try again.')
  })

  it("without `wallet` is RainbowKit's default, Rainbow; an id the kit does not know gets a stand-in connector named by it", () => {
    setup(
      <>
        <WalletButton />
        <WalletButton.Custom wallet="nobody">{({ connector, ready }) => <span data-testid="stand-in" data-ready={ready}>{connector.name}</span>}</WalletButton.Custom>
      </>,
    )
    expect(screen.getByTestId('wallet-button-rainbow').textContent).toBe('Rainbow')
    expect(screen.getByTestId('stand-in').textContent).toBe('nobody')
    expect(screen.getByTestId('stand-in').dataset.ready).toBe('false')
  })
})
