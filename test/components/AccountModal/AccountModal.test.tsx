// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AccountModal } from '../../../lib/components/AccountModal/AccountModal'
import { generatedAvatar } from '../../../lib/ui/Avatar/generatedAvatar'
import type { WatchAsset } from '../../../lib/react/watchAsset'
import { ACCOUNT, createTestKit, EXPLORER, fakeEnsResolver, hashOf, installClipboard, rpcHandler, type KitOptions } from '../../ui/kit'
import { startRpcServer } from '../../ui/rpcServer'

let rpc: Awaited<ReturnType<typeof startRpcServer>>
beforeAll(async () => {
  rpc = await startRpcServer(rpcHandler)
})
afterAll(() => rpc.close())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

async function openModal(options: Partial<KitOptions> = {}) {
  const kit = createTestKit({ rpcUrl: rpc.url, ...options })
  await kit.connect()
  const onClose = vi.fn()
  const { Providers } = kit
  const view = render(
    <Providers>
      <AccountModal open onClose={onClose} />
    </Providers>,
  )
  return { kit, onClose, view }
}

const short = `${ACCOUNT.slice(0, 4)}\u2026${ACCOUNT.slice(-4)}`

describe('Account modal', () => {
  it('shows the avatar, the shortened address as its title, the balance with symbol and an explorer link', async () => {
    await openModal()
    const dialog = screen.getByRole('dialog', { name: short })
    expect(within(dialog).getByRole('heading', { level: 1 }).textContent).toBe(short)
    // 12 345.6 ETH from the RPC node, abbreviated (above 10 000).
    await waitFor(() => expect(within(dialog).getByTestId('account-modal-balance').textContent).toBe('12.3k ETH'))
    const link = within(dialog).getByRole('link', { name: /view on explorer/i })
    expect(link.getAttribute('href')).toBe(`${EXPLORER}/address/${ACCOUNT}`)
    expect(link.getAttribute('rel')).toContain('noopener')
    // No ENS avatar: the generated one, derived from the address.
    const face = within(dialog).getByTestId('avatar').querySelector<HTMLElement>('[data-avatar]')
    expect(face?.style.backgroundImage).toBe(cssBackground(generatedAvatar(ACCOUNT).background))
  })

  it('shows the ENS name and avatar when the resolver knows them', async () => {
    const avatar = 'data:image/png;base64,AAAA'
    await openModal({ ens: fakeEnsResolver({ [ACCOUNT.toLowerCase()]: 'mango.eth' }, { 'mango.eth': avatar }) })
    expect(screen.getByRole('dialog', { name: 'mango.eth' })).toBeTruthy()
    expect(document.querySelector(`img[src="${avatar}"]`)).not.toBeNull()
  })

  it("Copy Address writes the address, reads 'Copied!' and resets after 1.5 s", async () => {
    const clipboard = installClipboard(navigator)
    await openModal()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const button = screen.getByRole('button', { name: 'Copy Address' })
    await act(async () => {
      fireEvent.click(button)
    })
    expect(clipboard.text()).toBe(ACCOUNT)
    expect(button.textContent).toBe('Copied!')
    await act(async () => {
      vi.advanceTimersByTime(1_499)
    })
    expect(button.textContent).toBe('Copied!')
    await act(async () => {
      vi.advanceTimersByTime(1)
    })
    expect(button.textContent).toBe('Copy Address')
  })

  it("does not claim 'Copied!' when the clipboard write fails", async () => {
    const clipboard = installClipboard(navigator)
    clipboard.fail(true)
    await openModal()
    const button = screen.getByRole('button', { name: 'Copy Address' })
    await act(async () => {
      fireEvent.click(button)
    })
    expect(button.textContent).toBe('Copy Address')
  })

  it('Disconnect disconnects the wallet and closes the modal', async () => {
    const { kit, onClose } = await openModal()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    })
    expect(kit.config.getState().status).toBe('disconnected')
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(kit.wallet.requests('wallet_revokePermissions')).toHaveLength(1)
    // Disconnected: the modal renders nothing even though `open` is still true.
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('on a chain with no block explorer, shows each transaction hash with a copy button instead of a link', async () => {
    const clipboard = installClipboard(navigator)
    const { kit } = await openModal({ noExplorer: true })
    act(() => kit.transactions.addTransaction(ACCOUNT, 1101, { hash: hashOf(7), description: 'Stake 7' }))
    const row = screen.getByTestId('recent-transaction')
    expect(within(row).queryByRole('link')).toBeNull()
    expect(within(row).getByTestId('transaction-hash').textContent).toContain(`${hashOf(7).slice(0, 10)}…${hashOf(7).slice(-6)}`)
    fireEvent.click(within(row).getByRole('button', { name: 'Copy transaction hash' }))
    await waitFor(() => expect(clipboard.text()).toBe(hashOf(7)))
    // The label follows the clipboard's promise: wait for it rather than read it at once.
    expect(await within(row).findByRole('button', { name: 'Copied!' }, { timeout: 5_000 })).toBeTruthy()
  })

  it('lists the 3 most recent transactions with status and explorer links, and Clear All empties the list', async () => {
    const { kit } = await openModal()
    expect(screen.getByText(/your transactions will appear here/i)).toBeTruthy()
    act(() => {
      for (let i = 1; i <= 5; i++) kit.transactions.addTransaction(ACCOUNT, 1101, { hash: hashOf(i), description: `Stake ${i}` })
      kit.transactions.setTransactionStatus(ACCOUNT, 1101, hashOf(5), 'confirmed')
      kit.transactions.setTransactionStatus(ACCOUNT, 1101, hashOf(4), 'failed')
    })
    const rows = screen.getAllByTestId('recent-transaction')
    expect(rows).toHaveLength(3)
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['confirmed', 'failed', 'pending'])
    expect(rows.map((r) => within(r).getByRole('link').getAttribute('href'))).toEqual([5, 4, 3].map((n) => `${EXPLORER}/tx/${hashOf(n)}`))
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Stake 5 Confirmed'),
      expect.stringContaining('Stake 4 Failed'),
      expect.stringContaining('Stake 3 Pending'),
    ])
    // A pending transaction: the avatar shows its spinner.
    expect(screen.getByTestId('avatar-spinner')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }))
    expect(screen.queryAllByTestId('recent-transaction')).toHaveLength(0)
    expect(kit.transactions.getTransactions(ACCOUNT, 1101)).toHaveLength(0)
    expect(screen.queryByTestId('avatar-spinner')).toBeNull()
  })

  it('sends wallet_watchAsset with the token and an absolute icon URL', async () => {
    const assets: WatchAsset[] = [
      { address: '0x1fA03eDB1B8839a5319A7D2c1Ae6AAE492342bAD', symbol: 'MANGO', decimals: 18 },
      { address: '0xdd38211f2973dc41cd6fC4DB681596Fd6118D894', symbol: 'pMANGO', decimals: 18 },
      { address: '0xA8CE8aee21bC2A48a5EF670afCc9274C7bbbC035', symbol: 'USDC', decimals: 6 },
    ]
    const { kit } = await openModal({ watchAssets: assets })
    for (const asset of assets) {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: `Add ${asset.symbol} to wallet` }))
      })
      await screen.findByText(`${asset.symbol} added to your wallet.`)
    }
    expect(kit.wallet.requests('wallet_watchAsset').map((r) => r.params)).toEqual(
      assets.map((a) => ({
        type: 'ERC20',
        options: {
          address: a.address,
          decimals: a.decimals,
          image: new URL(`/tokens/${a.symbol.toLowerCase()}.svg`, window.location.href).href,
          symbol: a.symbol,
        },
      })),
    )
  })

  it('reports a declined watchAsset without an error', async () => {
    const { kit } = await openModal({ watchAssets: [{ address: '0xA8CE8aee21bC2A48a5EF670afCc9274C7bbbC035', symbol: 'USDC', decimals: 6 }] })
    kit.wallet.rejectNext('wallet_watchAsset')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add USDC to wallet' }))
    })
    // The live region is there from the start; the sentence lands once the refusal is mapped (its error classes load on demand).
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('USDC was not added.'))
  })

  it('does not open on an unsupported chain, nor when disconnected', async () => {
    const { kit } = await openModal({ chainId: 1 })
    expect(kit.config.getState().status).toBe('connected')
    expect(screen.queryByRole('dialog')).toBeNull()
    cleanup()
    const other = createTestKit({ rpcUrl: rpc.url })
    const { Providers } = other
    render(
      <Providers>
        <AccountModal open onClose={() => {}} />
      </Providers>,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes when the wallet moves to an unsupported chain', async () => {
    const { kit } = await openModal()
    expect(screen.getByRole('dialog')).toBeTruthy()
    act(() => kit.wallet.switchTo(1))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

/** The value as the DOM reports it back (jsdom writes hex colours as rgb()). */
function cssBackground(value: string): string {
  const probe = document.createElement('span')
  probe.style.backgroundImage = value
  return probe.style.backgroundImage
}

describe('Account modal in a Safe', () => {
  it("shows the Safe's owners and threshold, and nothing of the kind for other wallets", async () => {
    const kit = createTestKit({ rpcUrl: rpc.url })
    await kit.connect()
    const owners = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x90F79bf6EB2c4f870365E785982E1f101E93b906', ACCOUNT] as const
    // A multisig connector answers getOwners (the Safe connector asks Safe{Wallet}).
    Object.assign(kit.config.getConnector('injected')!, { getOwners: async () => ({ owners, threshold: 2 }) })
    const { Providers } = kit
    render(
      <Providers>
        <AccountModal open onClose={() => undefined} />
      </Providers>,
    )
    const section = await screen.findByTestId('account-modal-safe-owners')
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Owners of this Safe')
    expect(section.textContent).toContain('2 of 3 owners must confirm')
    expect(within(section).getAllByRole('listitem').map((li) => li.getAttribute('title'))).toEqual([...owners])
  })

  it('an ordinary wallet shows no owners', async () => {
    await openModal()
    await screen.findByRole('dialog', { name: short })
    expect(screen.queryByTestId('account-modal-safe-owners')).toBeNull()
  })
})
