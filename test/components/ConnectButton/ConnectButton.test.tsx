// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../../../lib/components/ConnectButton'
import type { AccountStatus, ChainStatus, ConnectButtonRendererProps } from '../../../lib/components/ConnectButton/types'
import { connectButtonSuite, LAZY, SHORT, shown } from './harness'
import { ACCOUNT, hashOf } from '../../ui/kit'

const suite = connectButtonSuite({ beforeAll, afterAll, beforeEach, afterEach, cleanup })
const { mount, connected, media, unconnected } = suite

describe('ConnectButton while disconnected', () => {
  it("reads 'Connect Wallet' and opens the connect modal", async () => {
    const kit = unconnected()
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

  it("still reads 'Connect Wallet' while sign-in is pending (unauthenticated)", async () => {
    const kit = await connected()
    // What the sign-in flow leaves in the store: a wallet, but no verified session yet.
    act(() => kit.config.store.setState((s) => ({ ...s, status: 'unauthenticated' })))
    const { Providers } = kit
    let last: ConnectButtonRendererProps | undefined
    render(
      <Providers>
        <ConnectButton />
        <ConnectButton.Custom>{(p) => ((last = p), null)}</ConnectButton.Custom>
      </Providers>,
    )
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(screen.queryByTestId('account-button')).toBeNull()
    expect(last?.authenticationStatus).toBe('unauthenticated')
    expect(last?.account?.address).toBe(ACCOUNT)
    expect(typeof last?.openConnectModal).toBe('function')
  })

  it('shows a custom label', () => {
    mount(unconnected(), { label: 'Sign in with a wallet' })
    expect(screen.getByRole('button', { name: 'Sign in with a wallet' })).toBeTruthy()
    expect(screen.queryByText('Connect Wallet')).toBeNull()
  })
})

describe('ConnectButton while connected', () => {
  it('by default on a large screen: chain icon and name, balance, avatar and shortened address', async () => {
    const kit = await connected()
    mount(kit)
    // The balance read loads on demand once an account is shown (its first import is slow under load).
    await waitFor(() => expect(shown().balance).toBe('12.3k ETH'), { timeout: 10_000 })
    expect(shown()).toEqual({
      chain: { icon: true, visibleName: 'Polygon zkEVM', name: 'Polygon zkEVM' },
      avatar: true,
      name: SHORT,
      balance: '12.3k ETH',
      accessibleName: `12.3k ETH${SHORT}`,
    })
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
  })

  it('keeps the balance its room while it is read, so nothing beside it moves when it arrives', async () => {
    const kit = await connected()
    mount(kit)
    // First frame with the account: the balance's read has not answered, its room is there already.
    const account = screen.getByTestId('account-button')
    expect(account.querySelector('[data-testid="account-balance-pending"]')).not.toBeNull()
    await waitFor(() => expect(shown().balance).toBe('12.3k ETH'), { timeout: 10_000 })
    expect(account.querySelector('[data-testid="account-balance-pending"]')).toBeNull()
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

  it('renders every accountStatus x chainStatus x showBalance combination as specified', async () => {
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
    expect(await screen.findByRole('dialog', { name: SHORT }, LAZY)).toBeTruthy()
    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByTestId('chain-button'))
    expect(await screen.findByRole('dialog', { name: 'Switch Networks' }, LAZY)).toBeTruthy()
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
