// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ModalProvider } from '../../lib/modals/ModalProvider'
import { ConnectButton, type ConnectButtonProps } from '../../lib/ui/ConnectButton'
import type { AccountStatus, ChainStatus, ConnectButtonRendererProps } from '../../lib/ui/ConnectButton/types'
import { ACCOUNT, createTestKit, hashOf, rpcHandler, type KitOptions, type TestKit } from './kit'
import { installMatchMedia } from './matchMedia'
import { startRpcServer } from './rpcServer'

let rpc: Awaited<ReturnType<typeof startRpcServer>>
let media: ReturnType<typeof installMatchMedia>
beforeAll(async () => {
  rpc = await startRpcServer(rpcHandler)
})
afterAll(() => rpc.close())
beforeEach(() => {
  media = installMatchMedia(window, { width: 1024 })
})
afterEach(() => {
  cleanup()
  media.restore()
})

const SHORT = `${ACCOUNT.slice(0, 4)}\u2026${ACCOUNT.slice(-4)}`
const withModals = (children: ReactNode) => <ModalProvider>{children}</ModalProvider>

function mount(kit: TestKit, props: ConnectButtonProps = {}) {
  const { Providers } = kit
  const view = render(
    <Providers>
      <ConnectButton {...props} />
    </Providers>,
  )
  return {
    rerender: (next: ConnectButtonProps) =>
      view.rerender(
        <Providers>
          <ConnectButton {...next} />
        </Providers>,
      ),
  }
}

async function connected(options: Partial<KitOptions> = {}) {
  const kit = createTestKit({ rpcUrl: rpc.url, wrap: withModals, ...options })
  await kit.connect()
  return kit
}

/** Text a screen reader gets: aria-hidden parts (icons, avatar emoji) left out. */
function readable(el: Element): string {
  const copy = el.cloneNode(true) as Element
  copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove())
  return copy.textContent ?? ''
}

/** What the user sees of the connected button. */
function shown() {
  const chain = screen.queryByTestId('chain-button')
  const account = screen.getByTestId('account-button')
  return {
    chain: chain && {
      icon: chain.querySelector('img, span[aria-hidden="true"]:not(:empty)') !== null,
      visibleName: readable(chain),
      name: chain.getAttribute('aria-label') ?? readable(chain),
    },
    avatar: within(account).queryByTestId('avatar') !== null,
    name: within(account).queryByTestId('account-name')?.textContent,
    balance: within(account).queryByTestId('account-balance')?.textContent,
    accessibleName: readable(account),
  }
}

describe('ConnectButton while disconnected', () => {
  it("reads 'Connect Wallet' and opens the connect modal", async () => {
    const kit = createTestKit({ rpcUrl: rpc.url, wrap: withModals })
    const { Providers } = kit
    let last: ConnectButtonRendererProps | undefined
    render(
      <Providers>
        <ConnectButton />
        <ConnectButton.Custom>{(p) => ((last = p), null)}</ConnectButton.Custom>
      </Providers>,
    )
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(screen.queryByTestId('account-button')).toBeNull()
    expect(screen.queryByTestId('chain-button')).toBeNull()
    expect(last?.connectModalOpen).toBe(false)
    act(() => fireEvent.click(button))
    expect(last?.connectModalOpen).toBe(true)
    expect(last?.account).toBeUndefined()
    expect(last?.chain).toBeUndefined()
  })

  it('shows a custom label', () => {
    mount(createTestKit({ rpcUrl: rpc.url, wrap: withModals }), { label: 'Sign in with a wallet' })
    expect(screen.getByRole('button', { name: 'Sign in with a wallet' })).toBeTruthy()
    expect(screen.queryByText('Connect Wallet')).toBeNull()
  })
})

describe('ConnectButton while connected', () => {
  it('by default on a large screen: chain icon and name, balance, avatar and shortened address', async () => {
    const kit = await connected()
    mount(kit)
    await waitFor(() => expect(shown().balance).toBe('12.3k ETH'))
    expect(shown()).toEqual({
      chain: { icon: true, visibleName: 'Polygon zkEVM', name: 'Polygon zkEVM' },
      avatar: true,
      name: SHORT,
      balance: '12.3k ETH',
      accessibleName: `12.3k ETH${SHORT}`,
    })
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
  })

  it('by default on a small screen: chain icon only, no balance', async () => {
    media.setWidth(500)
    const kit = await connected()
    mount(kit)
    await waitFor(() => expect(screen.getByTestId('account-name').textContent).toBe(SHORT))
    const s = shown()
    expect(s.chain).toEqual({ icon: true, visibleName: '', name: 'Polygon zkEVM, switch networks' })
    expect(s.balance).toBeUndefined()
    expect(s.avatar).toBe(true)
  })

  const accountStatuses: AccountStatus[] = ['full', 'avatar', 'address']
  const chainStatuses: ChainStatus[] = ['full', 'icon', 'name', 'none']

  it('renders every accountStatus x chainStatus x showBalance combination as the spec says', async () => {
    const kit = await connected()
    const { rerender } = mount(kit)
    await waitFor(() => expect(shown().balance).toBe('12.3k ETH'))
    let checked = 0
    for (const accountStatus of accountStatuses) {
      for (const chainStatus of chainStatuses) {
        for (const showBalance of [true, false]) {
          rerender({ accountStatus, chainStatus, showBalance })
          const s = shown()
          const combo = `${accountStatus}/${chainStatus}/${showBalance}`
          // Chain button
          if (chainStatus === 'none') expect(s.chain, combo).toBeNull()
          else {
            expect(s.chain?.icon, combo).toBe(chainStatus === 'full' || chainStatus === 'icon')
            expect(s.chain?.visibleName, combo).toBe(chainStatus === 'icon' ? '' : 'Polygon zkEVM')
            expect(s.chain?.name, combo).toContain('Polygon zkEVM')
          }
          // Account button
          expect(s.avatar, combo).toBe(accountStatus !== 'address')
          expect(s.name, combo).toBe(accountStatus === 'avatar' ? undefined : SHORT)
          expect(s.accessibleName, combo).toContain(SHORT) // named even when only the avatar shows
          expect(s.balance, combo).toBe(showBalance ? '12.3k ETH' : undefined)
          checked++
        }
      }
    }
    expect(checked).toBe(24)
  })

  it('follows responsive objects at small and large widths, live on resize', async () => {
    const kit = await connected()
    mount(kit, {
      accountStatus: { smallScreen: 'avatar', largeScreen: 'full' },
      chainStatus: { smallScreen: 'none', largeScreen: 'name' },
      showBalance: { smallScreen: false, largeScreen: true },
    })
    await waitFor(() => expect(shown().balance).toBe('12.3k ETH'))
    expect(shown()).toMatchObject({ chain: { icon: false, visibleName: 'Polygon zkEVM' }, avatar: true, name: SHORT })

    act(() => media.setWidth(767))
    expect(shown()).toMatchObject({ chain: null, avatar: true, name: undefined, balance: undefined })

    act(() => media.setWidth(768))
    expect(shown()).toMatchObject({ chain: { visibleName: 'Polygon zkEVM' }, name: SHORT, balance: '12.3k ETH' })
  })

  it('the other responsive pairs also switch at 768 px', async () => {
    const kit = await connected()
    media.setWidth(320)
    mount(kit, {
      accountStatus: { smallScreen: 'address', largeScreen: 'avatar' },
      chainStatus: { smallScreen: 'full', largeScreen: 'icon' },
      showBalance: { smallScreen: true, largeScreen: false },
    })
    await waitFor(() => expect(shown().balance).toBe('12.3k ETH'))
    expect(shown()).toMatchObject({ chain: { icon: true, visibleName: 'Polygon zkEVM' }, avatar: false, name: SHORT })
    act(() => media.setWidth(1280))
    expect(shown()).toMatchObject({ chain: { icon: true, visibleName: '' }, avatar: true, name: undefined, balance: undefined })
  })

  it('opens the account modal from the account button and the chain modal from the chain button', async () => {
    const kit = await connected()
    mount(kit)
    fireEvent.click(screen.getByTestId('account-button'))
    expect(await screen.findByRole('dialog', { name: SHORT })).toBeTruthy()
    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByTestId('chain-button'))
    expect(await screen.findByRole('dialog', { name: 'Switch Networks' })).toBeTruthy()
  })

  it('shows the avatar spinner while a transaction is pending', async () => {
    const kit = await connected()
    mount(kit)
    expect(screen.queryByTestId('avatar-spinner')).toBeNull()
    act(() => kit.transactions.addTransaction(ACCOUNT, 1101, { hash: hashOf(7), description: 'Stake 1 MANGO' }))
    expect(screen.getByTestId('avatar-spinner')).toBeTruthy()
    expect(screen.getByTestId('account-button').textContent).toContain('transaction pending')
    act(() => kit.transactions.setTransactionStatus(ACCOUNT, 1101, hashOf(7), 'confirmed'))
    expect(screen.queryByTestId('avatar-spinner')).toBeNull()
  })
})

describe('ConnectButton on an unsupported chain', () => {
  it("reads 'Wrong network' (even with chainStatus 'none') and opens the chain modal", async () => {
    const kit = await connected({ chainId: 1 })
    mount(kit, { chainStatus: 'none' })
    const wrong = screen.getByRole('button', { name: 'Wrong network' })
    expect(screen.queryByText('Polygon zkEVM')).toBeNull()
    // No balance on a chain the app cannot read.
    expect(shown().balance).toBeUndefined()
    fireEvent.click(wrong)
    const dialog = await screen.findByRole('dialog', { name: 'Switch Networks' })
    expect(within(dialog).getByText('Wrong network detected, switch or disconnect to continue.')).toBeTruthy()
  })

  it('the account button opens the chain modal there (the account modal never opens on a wrong network)', async () => {
    const kit = await connected({ chainId: 1 })
    mount(kit)
    fireEvent.click(screen.getByTestId('account-button'))
    expect(await screen.findByRole('dialog', { name: 'Switch Networks' })).toBeTruthy()
  })

  it('becomes the chain button again after the wallet switches to a supported chain', async () => {
    const kit = await connected({ chainId: 1 })
    mount(kit)
    expect(screen.getByRole('button', { name: 'Wrong network' })).toBeTruthy()
    act(() => kit.wallet.switchTo(1101))
    expect(screen.queryByRole('button', { name: 'Wrong network' })).toBeNull()
    expect(readable(screen.getByTestId('chain-button'))).toBe('Polygon zkEVM')
  })
})

describe('ConnectButton.Custom', () => {
  it('hands over the Account and Chain objects and the modal openers', async () => {
    const kit = await connected()
    const { Providers } = kit
    let last: ConnectButtonRendererProps | undefined
    render(
      <Providers>
        <ConnectButton.Custom>{(p) => ((last = p), <span>{p.account?.displayBalance ?? 'loading'}</span>)}</ConnectButton.Custom>
      </Providers>,
    )
    await screen.findByText('12.3k ETH')
    expect(last?.account).toEqual({
      address: ACCOUNT,
      balanceDecimals: 18,
      balanceFormatted: '12345.6',
      balanceSymbol: 'ETH',
      displayBalance: '12.3k ETH',
      displayName: SHORT,
      ensAvatar: undefined,
      ensName: undefined,
      hasPendingTransactions: false,
    })
    expect(last?.chain).toEqual({ id: 1101, name: 'Polygon zkEVM', iconUrl: undefined, iconBackground: undefined, unsupported: false })
    expect(last?.mounted).toBe(true)
    expect(last?.authenticationStatus).toBeUndefined()
    expect(last?.openConnectModal).toBeUndefined() // connected: the connect modal may not open
    expect(typeof last?.openAccountModal).toBe('function')
    expect(typeof last?.openChainModal).toBe('function')
    act(() => last?.openChainModal?.())
    expect(last?.chainModalOpen).toBe(true)

    act(() => kit.transactions.addTransaction(ACCOUNT, 1101, { hash: hashOf(9), description: 'Harvest' }))
    expect(last?.account?.hasPendingTransactions).toBe(true)
  })

  it('reports an unsupported chain and withholds the account modal', async () => {
    const kit = await connected({ chainId: 1 })
    const { Providers } = kit
    let last: ConnectButtonRendererProps | undefined
    render(
      <Providers>
        <ConnectButton.Custom>{(p) => ((last = p), null)}</ConnectButton.Custom>
      </Providers>,
    )
    expect(last?.chain).toEqual({ id: 1, name: undefined, iconUrl: undefined, iconBackground: undefined, unsupported: true })
    expect(last?.openAccountModal).toBeUndefined()
    expect(typeof last?.openChainModal).toBe('function')
  })
})
