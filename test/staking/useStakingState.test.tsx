// @vitest-environment jsdom
/**
 * The screen's staking read (useStakingState, on the kit's public useReadContracts) against
 * a real local chain: the numbers, the pause probes and the block time with the connect
 * button's balance are one HTTP request per refresh; a failed refresh keeps the last good
 * numbers and their time; a stake's receipt refreshes them at once; the pool's figures are
 * one read whoever is connected, so a disconnect never brings back an older set.
 */
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { useState, type ComponentType, type ReactNode } from 'react'
import { parseUnits } from 'viem'
import { getBlock, readContract } from 'viem/actions'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { connect } from '../../lib/core/actions/connect'
import { disconnect } from '../../lib/core/actions/disconnect'
import type { Config } from '../../lib/core/config'
import { DEV_ACCOUNT, devnetAccounts } from '../../scripts/devnet'
import { erc20Abi } from '../../src/staking/abi'
import type { useBalance as UseBalance } from '../../lib/react/useBalance'
import type { runStakingAction as RunStakingAction } from '../../src/staking/actions'
import type { StakingStateResult } from '../../src/staking/useStakingState'
import { startHarness, stubSiteEnv, type Harness } from './devnetHarness'

let h: Harness
let config: Config
let Provider: ComponentType<{ config: Config; autoConnect?: boolean; refreshInterval?: number; children: ReactNode }>
let useStakingState: (watched?: `0x${string}`) => StakingStateResult
let useBalance: typeof UseBalance
let runStakingAction: typeof RunStakingAction

beforeAll(async () => {
  h = await startHarness()
  stubSiteEnv(h)
  Provider = (await import('../../lib/react/Provider')).PorchProvider
  useStakingState = (await import('../../src/staking/useStakingState')).useStakingState
  useBalance = (await import('../../lib/react/useBalance')).useBalance
  runStakingAction = (await import('../../src/staking/actions')).runStakingAction
  config = h.makeConfig()
  await connect(config, { connector: 'devnet' })
}, 120_000)
afterAll(async () => {
  vi.unstubAllEnvs()
  await h?.stop()
})
afterEach(() => {
  cleanup()
  h.proxy.setMode('pass')
})

/** The screen's read and the connect button's balance, under a provider whose schedule would not refresh for a minute. */
function renderRead(renders: StakingStateResult[] = [], control: { watch?: (address: `0x${string}` | undefined) => void } = {}) {
  const seen: { read?: StakingStateResult } = {}
  function Probe() {
    const [watched, watch] = useState<`0x${string}`>()
    control.watch = watch
    seen.read = useStakingState(watched)
    renders.push(seen.read)
    useBalance({ address: DEV_ACCOUNT })
    return null
  }
  render(
    <Provider config={config} autoConnect={false} refreshInterval={60_000}>
      <Probe />
    </Provider>,
  )
  return () => seen.read!
}

const MANGO = (n: string) => parseUnits(n, 18)
const balanceOf = (token: `0x${string}`) => readContract(config.getClient(), { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [DEV_ACCOUNT] })

describe('useStakingState', () => {
  it('reads the numbers, the pause probes and the block time with the balance: ONE HTTP request a refresh', async () => {
    const read = renderRead()
    await waitFor(() => expect(read().loaded).toBe(true), { timeout: 10_000 })
    const { state, updatedAt, error } = read()
    expect(error).toBeUndefined()
    expect(state.mangoBalance).toBe(await balanceOf(h.deployment.mango))
    expect(state.treasuryBalance).toBe(100_000n * 10n ** 6n)
    expect(state.blockTimestamp).toBe((await getBlock(config.getClient())).timestamp)
    expect(state.pausedActions).toEqual({ stake: false, unstake: false, harvest: false })
    expect(updatedAt).toBeGreaterThan(Date.now() - 10_000)

    h.posts.length = 0
    const before = updatedAt
    await act(async () => void (await read().refetch()))
    expect(h.posts.map((p) => p.methods)).toEqual([['eth_call']])
    expect(read().updatedAt).toBeGreaterThan(before)
  })

  it('a failed refresh keeps the last good numbers and their time, with the error; Retry brings fresh ones', async () => {
    const read = renderRead()
    await waitFor(() => expect(read().loaded).toBe(true), { timeout: 10_000 })
    const good = read()
    h.proxy.setMode('down')
    await act(async () => void (await read().refetch()))
    expect(read()).toMatchObject({ loaded: true, state: good.state, updatedAt: good.updatedAt })
    expect(read().error).toBeInstanceOf(Error)
    h.proxy.setMode('pass')
    await act(async () => void (await read().refetch()))
    expect(read().error).toBeUndefined()
    expect(read().updatedAt).toBeGreaterThan(good.updatedAt)
  })

  it("a stake's receipt refreshes the staked amount and the pool total at once", async () => {
    const read = renderRead()
    await waitFor(() => expect(read().loaded).toBe(true), { timeout: 10_000 })
    const before = read().state
    const outcome = await runStakingAction('stake', { config, addresses: h.deployment, tokens: h.tokens }, MANGO('25'))
    expect(outcome.status).toBe('success')
    const done = Date.now()
    await waitFor(
      () => {
        expect(read().state.pMangoBalance).toBe(before.pMangoBalance + MANGO('25'))
        expect(read().state.totalStaked).toBe(before.totalStaked + MANGO('25'))
      },
      { timeout: 5_000, interval: 10 },
    )
    // The schedule would wait a minute: this is the receipt's refresh (issue budget: within 1 s).
    expect(Date.now() - done).toBeLessThan(1_000)
  })

  it("the pool's figures are one read whoever is connected: a disconnect keeps the newest, and their time", async () => {
    // A user who opened the page before connecting: the figures without a wallet were read first.
    await act(() => disconnect(config))
    const renders: StakingStateResult[] = []
    const read = renderRead(renders)
    try {
      await waitFor(() => expect(read().loaded).toBe(true), { timeout: 10_000 })
      const before = read().state.totalStaked
      await act(() => connect(config, { connector: 'devnet' }))
      await waitFor(() => expect(read().userLoaded && read().state.mangoBalance > 0n).toBe(true), { timeout: 10_000 })
      expect(read().state.totalStaked).toBe(before)
      const outcome = await runStakingAction('stake', { config, addresses: h.deployment, tokens: h.tokens }, MANGO('25'))
      expect(outcome.status).toBe('success')
      await waitFor(() => expect(read().state.totalStaked).toBe(before + MANGO('25')), { timeout: 5_000, interval: 10 })

      const from = renders.length
      await act(() => disconnect(config))
      await act(() => new Promise((resolve) => setTimeout(resolve, 500)))
      const after = renders.slice(from)
      expect(after.length).toBeGreaterThan(0)
      expect(after.at(-1)).toMatchObject({ loaded: true, userLoaded: true, state: { mangoBalance: 0n, pMangoBalance: 0n } })
      // Every render: the figures as they were after the stake, never the set read before it.
      expect(after.map((r) => r.state.totalStaked)).toEqual(after.map(() => before + MANGO('25')))
      // The time shown is the figures' own: it never goes back.
      const times = renders.map((r) => r.updatedAt).filter((t) => t > 0)
      expect(times).toEqual([...times].sort((a, b) => a - b))
    } finally {
      if (config.getState().status !== 'connected') await act(() => connect(config, { connector: 'devnet' }))
    }
  })

  it("another user: the pool's figures stay; the user's numbers load on their own, or show the last known and are read again at once", async () => {
    const OTHER = devnetAccounts[2].address as `0x${string}`
    const renders: StakingStateResult[] = []
    const control: { watch?: (address: `0x${string}` | undefined) => void } = {}
    const read = renderRead(renders, control)
    await waitFor(() => expect(read().loaded && read().userLoaded && read().state.mangoBalance > 0n).toBe(true), { timeout: 10_000 })
    const pool = read().state.totalStaked
    // A user never read: their numbers load, the pool's figures stay on screen.
    let from = renders.length
    act(() => control.watch!(OTHER))
    expect(read()).toMatchObject({ loaded: true, userLoaded: false, state: { totalStaked: pool } })
    await waitFor(() => expect(read().userLoaded).toBe(true), { timeout: 10_000 })
    expect(renders.slice(from).every((r) => r.loaded && r.state.totalStaked === pool)).toBe(true)
    act(() => control.watch!(undefined))
    expect(read().userLoaded).toBe(true)
    // A refresh while OTHER is not shown: their numbers are now older than the refreshes promise.
    await act(async () => void (await read().refetch()))
    h.posts.length = 0
    from = renders.length
    act(() => control.watch!(OTHER))
    // Shown at once (the newest known), and read again at once, not at the next refresh a minute away.
    expect(read()).toMatchObject({ loaded: true, userLoaded: true })
    await waitFor(() => expect(h.posts.flatMap((p) => p.methods)).toContain('eth_call'), { timeout: 2_000 })
    await waitFor(() => expect(read().fetching).toBe(false))
    expect(renders.slice(from).every((r) => r.loaded && r.userLoaded && r.state.totalStaked === pool)).toBe(true)
  })
})
