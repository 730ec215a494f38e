// @vitest-environment jsdom
/**
 * The staking screen on a real local chain, driven like a user: connect the devnet wallet,
 * type amounts, press the buttons, read the numbers.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ComponentType, ReactNode } from 'react'
import { formatUnits } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Config } from '../../lib/core/config'
import { startHarness, stubSiteEnv, type Harness } from './devnetHarness'
import type { useRecentTransactions as UseRecentTransactions } from '../../lib/react/transactions/hooks'

let h: Harness
let Provider: ComponentType<{ config: Config; autoConnect?: boolean; refreshInterval?: number; children: ReactNode }>
let Screen: ComponentType
let useRecentTransactions: typeof UseRecentTransactions

/** Lists the recent-transactions store, as the account modal would. */
function Recent() {
  const txs = useRecentTransactions()
  return <ul data-testid="recent">{txs.map((t) => <li key={t.hash}>{t.description}</li>)}</ul>
}

beforeAll(async () => {
  h = await startHarness()
  stubSiteEnv(h)
  const { PorchProvider } = await import('../../lib/react/Provider')
  const { ModalProvider } = await import('../../lib/components/ModalProvider/ModalProvider')
  Provider = ({ children, ...props }) => (
    <PorchProvider {...props}>
      <ModalProvider>{children}</ModalProvider>
    </PorchProvider>
  )
  Screen = (await import('../../src/staking/StakingScreen')).StakingScreen
  useRecentTransactions = (await import('../../lib/react/transactions/hooks')).useRecentTransactions
}, 120_000)
afterAll(async () => {
  vi.unstubAllEnvs()
  await h?.stop()
})
afterEach(cleanup)

const value = (id: string) => screen.getByTestId(id).textContent ?? ''
const section = (name: string) => screen.getByRole('region', { name })
const button = (name: string | RegExp) => screen.getByRole('button', { name })

async function renderConnected(): Promise<Config> {
  const config = h.makeConfig()
  render(
    // The chain moves between steps (time passes, a block is mined) with no transaction of
    // the page's: its numbers follow at the next refresh, as a user's do (default 12 s).
    <Provider config={config} autoConnect={false} refreshInterval={3_000}>
      <Screen />
      <Recent />
    </Provider>,
  )
  await waitFor(() => expect(value('treasury-balance')).toMatch(/^[\d,.]+ USDC$/), { timeout: 10_000 })
  expect(value('mango-balance')).toBe('–') // nothing personal without a wallet
  fireEvent.click(button('Connect wallet to stake'))
  fireEvent.click(await screen.findByRole('button', { name: /Devnet wallet/ }, { timeout: 10_000 }))
  await screen.findByTestId('account-button', undefined, { timeout: 10_000 })
  await waitFor(() => expect(value('mango-balance')).toMatch(/^[\d,.]+ MANGO$/), { timeout: 10_000 })
  return config
}

describe('StakingScreen', () => {
  it('stakes, harvests and unstakes, with plain messages for bad input', async () => {
    await renderConnected()
    expect(value('mango-balance')).toBe('1,000,000 MANGO')
    const stake = within(section('Stake'))
    const input = stake.getByLabelText('Amount to stake') as HTMLInputElement

    fireEvent.change(input, { target: { value: '1e5' } })
    expect(stake.getByRole('alert').textContent).toBe('Write the number in full (no exponent like 1e5).')
    fireEvent.change(input, { target: { value: '2000000' } })
    expect(stake.getByRole('alert').textContent).toBe('You only have 1,000,000 MANGO.')
    fireEvent.click(stake.getByRole('button', { name: 'Max' }))
    expect(input.value).toBe('1000000')

    fireEvent.change(input, { target: { value: '100' } })
    const stakeButton = stake.getByRole('button', { name: 'Stake' })
    // Two quick clicks send one stake.
    act(() => {
      fireEvent.click(stakeButton)
      fireEvent.click(stakeButton)
    })
    await stake.findByText('Staked 100 MANGO.', undefined, { timeout: 20_000 })
    expect(input.value).toBe('')
    await waitFor(() => expect(value('pmango-balance')).toBe('100 pMANGO'))
    expect(value('total-staked')).toBe('100 pMANGO')
    expect(value('mango-balance')).toBe('999,900 MANGO')
    expect(value('daily-reward')).toBe('100 USDC') // 100,000 USDC / 1000, all of it ours

    // Time passes on chain: the reward accrues.
    await h.testClient.increaseTime({ seconds: 3600 })
    await h.testClient.mine({ blocks: 1 })
    const harvest = within(section('Harvest'))
    // As a user would: click once the button is on (it is off while nothing is harvestable).
    await waitFor(() => expect((harvest.getByRole('button', { name: 'Harvest' }) as HTMLButtonElement).disabled).toBe(false), { timeout: 10_000 })
    fireEvent.click(harvest.getByRole('button', { name: 'Harvest' }))
    const done = await harvest.findByText(/^Harvested [\d.]+ USDC\.$/, undefined, { timeout: 20_000 })
    const paidText = /Harvested ([\d.]+)/.exec(done.textContent ?? '')?.[1]
    const paid = Number(paidText)
    expect(paid).toBeGreaterThan(4) // ~100 USDC a day: an hour is ~4.17
    expect(paid).toBeLessThan(4.3)

    const unstake = within(section('Unstake'))
    const out = unstake.getByLabelText('Amount to unstake') as HTMLInputElement
    fireEvent.change(out, { target: { value: '100.5' } })
    expect(unstake.getByRole('alert').textContent).toBe('You only have 100 pMANGO.')
    fireEvent.change(out, { target: { value: '39.999999999999999999' } })
    fireEvent.click(unstake.getByRole('button', { name: 'Unstake' }))
    await unstake.findByText('Unstaked 39.999999999999999999 MANGO.', undefined, { timeout: 20_000 })
    // 60.000000000000000001 left staked: shown cut to 4 decimals, never rounded up.
    await waitFor(() => expect(value('pmango-balance')).toBe('60 pMANGO'))
    expect(value('mango-balance')).toBe('999,939.9999 MANGO')

    // Every transaction went to the recent-transactions store with a plain description.
    const recent = [...screen.getByTestId('recent').querySelectorAll('li')].map((li) => li.textContent)
    expect(recent).toEqual([
      'Unstake 39.999999999999999999 MANGO',
      `Harvest ${paidText} USDC`, // what the receipt paid, in the result sentence's digits
      'Stake 100 MANGO',
      'Approve 100 MANGO',
    ])
  })

  it('on another network offers to switch and sends nothing', async () => {
    const config = await renderConnected()
    act(() => config.store.setState((s) => ({ ...s, chainId: 1 })))
    expect(await screen.findByRole('button', { name: 'Switch to Mango devnet' })).toBeTruthy()
    expect((button('Stake') as HTMLButtonElement).disabled).toBe(true)
    expect((button('Unstake') as HTMLButtonElement).disabled).toBe(true)
    expect((button('Harvest') as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(button('Switch to Mango devnet'))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Switch to Mango devnet' })).toBeNull())
    // The numbers of the app's chain arrive in a render of their own after the switch.
    await waitFor(() => expect((button('Stake') as HTMLButtonElement).disabled).toBe(false))
  })

  it('Max fills the exact balance, without rounding', async () => {
    await renderConnected()
    // The first test left 60.000000000000000001 pMANGO staked.
    expect(value('pmango-balance')).toBe('60 pMANGO')
    const unstake = within(section('Unstake'))
    fireEvent.click(unstake.getByRole('button', { name: 'Max' }))
    const input = unstake.getByLabelText('Amount to unstake') as HTMLInputElement
    expect(input.value).toBe(formatUnits(60n * 10n ** 18n + 1n, 18))
    expect(input.value).toBe('60.000000000000000001')
    expect(unstake.queryByRole('alert')).toBeNull()
  })

  it('a new amount typed right after a stake is a new stake, not the second click of a double click', async () => {
    await renderConnected()
    const stake = within(section('Stake'))
    const input = stake.getByLabelText('Amount to stake') as HTMLInputElement
    fireEvent.change(input, { target: { value: '1' } })
    fireEvent.click(stake.getByRole('button', { name: 'Stake' }))
    await stake.findByText('Staked 1 MANGO.', undefined, { timeout: 20_000 })
    // At once, well within a double click's interval of the first stake's end.
    fireEvent.change(input, { target: { value: '2' } })
    fireEvent.click(stake.getByRole('button', { name: 'Stake' }))
    await stake.findByText('Staked 2 MANGO.', undefined, { timeout: 20_000 })
  })
})
