import { describe, expect, it } from 'vitest'
import { createStorage } from '../../lib/core/storage'
import { createHistoryRpc } from '../../src/history/rpc'
import { scanPoolDistributions } from '../../src/history/pool'
import { scanHistory } from '../../src/history/scanHistory'
import { poolYield, realisedYield } from '../../src/history/yield'
import { MANGO, setupTestDevnet } from '../contracts/fixture'
import { memoryBackend } from '../fixtures/storage'
import { actions, DAY } from './script'

const devnet = setupTestDevnet()

/**
 * A scripted stream, worked out by hand. The treasury holds 100 000 USDC and streams
 * balance * dt / (1000 * 86400): 0.1 % of what it holds per day.
 *   t0       alice plants 1000 (pool empty: nothing distributed, the stream restarts at t0)
 *   t0 + 1d  alice unplants 500:  distributes 100 USDC over 1000 pMANGO (all alice's)
 *   t0 + 2d  bob plants 500:      distributes 99.9 USDC over 500 pMANGO (all alice's)
 *   t0 + 3d  alice harvests:      distributes 99.8001 USDC over 1000 pMANGO (half alice's)
 * Alice harvests 100 + 99.9 + 49.90005 = 249.80005 USDC for 1000 MANGO * 1 day + 500 MANGO * 2 days
 * = 2000 MANGO-days, so per 1000 MANGO per year: 249.80005 * 365 / 2 = 45 588.509125 USDC.
 * The pool (first distribution opens the window): (99.9 + 99.8001) USDC over 500 * 1d + 1000 * 1d
 * MANGO-days: 199.7001 * 365 / 1.5 = 48 593.691 USDC per 1000 MANGO per year.
 */
describe('yield figures', () => {
  it('realised and pool yield match the hand-computed values', async () => {
    const net = devnet()
    const a = actions(net)
    const t0 = (await net.now()) + 10n
    await a.plant(net.alice, MANGO(1000), t0)
    await a.unplant(net.alice, MANGO(500), t0 + DAY)
    await a.plant(net.bob, MANGO(500), t0 + 2n * DAY)
    await a.harvest(net.alice, t0 + 3n * DAY)

    const request = createHistoryRpc([net.anvil.rpcUrl])
    const storage = createStorage({ backend: memoryBackend() })
    const history = await scanHistory({ request, storage, chainId: 1101, contract: net.d.pMango, account: net.alice.account.address })
    const mine = realisedYield(history.events, 0n, t0 + 3n * DAY, net.d.usdc)
    expect(mine.harvested).toBe(249_800_050n)
    expect(mine.stakeSeconds).toBe(MANGO(2000) * DAY)
    expect(mine.value).toBe(45_588_509_125n)

    const pool = await scanPoolDistributions({ request, storage, chainId: 1101, contract: net.d.pMango, token: net.d.usdc, days: 30 })
    expect(pool.now).toBe(t0 + 3n * DAY)
    expect(pool.distributions.map((d) => [d.amount, d.totalSupply])).toEqual([
      [100_000_000n, MANGO(1000)],
      [99_900_000n, MANGO(500)],
      [99_800_100n, MANGO(1000)],
    ])
    expect(poolYield(pool.distributions, pool.now, 30).value).toBe(48_593_691_000n)
    expect(poolYield(pool.distributions, pool.now, 7).value).toBe(48_593_691_000n)
    // A one-day window holds the last two: 99.8001 USDC over 1000 MANGO for a day.
    expect(poolYield(pool.distributions, pool.now, 1).value).toBe(36_427_036_500n)

    // Half a day later, with 24.95 USDC harvestable (alice's half of the day's stream so far), the
    // time-weighting counts her 500 MANGO for another half day: 2250 MANGO-days.
    const later = t0 + 3n * DAY + DAY / 2n
    const half = realisedYield(history.events, 24_950_025n, later, net.d.usdc)
    expect(half.value).toBe(((249_800_050n + 24_950_025n) * 365n * 1000n) / 2250n)
  })

  it("the pool's cached distributions follow a reorganisation of the unfinal tail", async () => {
    const net = devnet()
    const a = actions(net)
    const t0 = (await net.now()) + 10n
    await a.plant(net.alice, MANGO(1000), t0)
    await a.unplant(net.alice, MANGO(100), t0 + DAY) // distributes 100 USDC over 1000 pMANGO
    const fork = await net.testClient.snapshot()
    await a.harvest(net.alice, t0 + 2n * DAY) // distributes 99.9 USDC over 900 pMANGO
    const request = createHistoryRpc([net.anvil.rpcUrl])
    const storage = createStorage({ backend: memoryBackend() })
    const scan = () => scanPoolDistributions({ request, storage, chainId: 1101, contract: net.d.pMango, token: net.d.usdc, days: 30 })
    expect((await scan()).distributions.map((d) => [d.amount, d.totalSupply])).toEqual([[100_000_000n, MANGO(1000)], [99_900_000n, MANGO(900)]])

    // The other branch: the harvest never happened; bob staked half a day later instead.
    await net.testClient.revert({ id: fork })
    await a.plant(net.bob, MANGO(100), t0 + 2n * DAY + DAY / 2n) // distributes 149.85 USDC over 900 pMANGO
    await net.testClient.mine({ blocks: 5 })
    expect((await scan()).distributions.map((d) => [d.amount, d.totalSupply])).toEqual([[100_000_000n, MANGO(1000)], [149_850_000n, MANGO(900)]])
  })
})
