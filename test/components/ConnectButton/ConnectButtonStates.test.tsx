// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../../../lib/components/ConnectButton'
import type { ConnectButtonRendererProps } from '../../../lib/components/ConnectButton/types'
import { connectButtonSuite, LAZY, readable, SHORT, shown } from './harness'
import { ACCOUNT, hashOf } from '../../ui/kit'

const suite = connectButtonSuite({ beforeAll, afterAll, beforeEach, afterEach, cleanup })
const { mount, connected } = suite

describe('ConnectButton on an unsupported chain', () => {
  it("reads 'Wrong network' (even with chainStatus 'none') and opens the chain modal", async () => {
    const kit = await connected({ chainId: 1 })
    mount(kit, { chainStatus: 'none' })
    const wrong = screen.getByRole('button', { name: 'Wrong network' })
    expect(screen.queryByText('Polygon zkEVM')).toBeNull()
    // No balance on a chain the app cannot read.
    expect(shown().balance).toBeUndefined()
    fireEvent.click(wrong)
    const dialog = await screen.findByRole('dialog', { name: 'Switch Networks' }, LAZY)
    expect(within(dialog).getByText('Wrong network detected, switch or disconnect to continue.')).toBeTruthy()
  })

  it('the account button opens the chain modal there (the account modal never opens on a wrong network)', async () => {
    const kit = await connected({ chainId: 1 })
    mount(kit)
    fireEvent.click(screen.getByTestId('account-button'))
    expect(await screen.findByRole('dialog', { name: 'Switch Networks' }, LAZY)).toBeTruthy()
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
    expect(last?.chain).toEqual({ id: 1101, name: 'Polygon zkEVM', iconUrl: undefined, iconBackground: undefined, hasIcon: false, unsupported: false })
    expect(last?.mounted).toBe(true)
    expect(last?.authenticationStatus).toBeUndefined()
    // Connected: the connect modal may not open; its opener is still a function (RainbowKit's), doing nothing.
    expect(typeof last?.openConnectModal).toBe('function')
    act(() => last?.openConnectModal())
    expect(last?.connectModalOpen).toBe(false)
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
    expect(last?.chain).toEqual({ id: 1, name: undefined, iconUrl: undefined, iconBackground: undefined, hasIcon: false, unsupported: true })
    // The account modal never opens here: its opener does nothing.
    act(() => last?.openAccountModal())
    expect(last?.accountModalOpen).toBe(false)
    expect(typeof last?.openChainModal).toBe('function')
  })
})
