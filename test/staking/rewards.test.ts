import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addHarvestRead, emptyHarvestTrack, harvestFigure, harvestFloor } from '../../src/staking/harvestFloor'
import { estimatedDailyReward, poolDailyReward, shareBasisPoints } from '../../src/staking/rewards'

const USDC = (n: number) => BigInt(Math.round(n * 1e6))
const MANGO = (n: number) => BigInt(n) * 10n ** 18n

describe('daily reward estimate', () => {
  it('is treasury / 1000 times the share of the pool', () => {
    expect(poolDailyReward(USDC(100_000))).toBe(USDC(100))
    expect(estimatedDailyReward({ treasuryBalance: USDC(100_000), pMangoBalance: MANGO(25), totalStaked: MANGO(100) })).toBe(USDC(25))
    expect(estimatedDailyReward({ treasuryBalance: USDC(100_000), pMangoBalance: MANGO(100), totalStaked: MANGO(100) })).toBe(USDC(100))
  })

  it('is 0 with nothing staked, and never more than the pool', () => {
    expect(estimatedDailyReward({ treasuryBalance: USDC(5), pMangoBalance: 0n, totalStaked: 0n })).toBe(0n)
    expect(estimatedDailyReward({ treasuryBalance: USDC(5), pMangoBalance: 0n, totalStaked: MANGO(1) })).toBe(0n)
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.bigInt({ min: 0n, max: 10n ** 30n }), (t, total, b) => {
        const mine = b > total ? total : b
        expect(estimatedDailyReward({ treasuryBalance: t, pMangoBalance: mine, totalStaked: total })).toBeLessThanOrEqual(poolDailyReward(t))
      }),
    )
  })

  it('share in hundredths of a percent', () => {
    expect(shareBasisPoints(MANGO(1), MANGO(4))).toBe(2500)
    expect(shareBasisPoints(MANGO(1), 0n)).toBe(0)
  })
})

describe('harvest floor', () => {
  const pool = { treasuryBalance: USDC(100_000), pMangoBalance: MANGO(50), totalStaked: MANGO(100) }
  const arrived = 1_700_000_003_000
  const block = 1_700_000_002n
  const base = (pendingReward: bigint, seenAt = arrived, blockTimestamp = block) => ({ ...pool, pendingReward, seenAt, blockTimestamp })
  const running = { ...emptyHarvestTrack, running: true }

  it('grows at treasury / (1000 * 86400) per whole second times the share', () => {
    // 100 USDC a day for the pool, half of it ours: 50 USDC a day, 50/86400 USDC a second.
    expect(harvestFloor(base(7n), arrived + 86_400_000)).toBe(7n + USDC(50))
    expect(harvestFloor(base(0n), arrived + 1000)).toBe(578n) // 0.000578 USDC
    // Whole chain seconds only, as the contract counts: 1.999 s is 1 s.
    expect(harvestFloor(base(0n), arrived + 1999)).toBe(578n)
    expect(harvestFloor(base(0n), arrived + 999)).toBe(0n)
  })

  it('counts from when the read arrived, never backwards', () => {
    expect(harvestFloor(base(10n), arrived)).toBe(10n)
    expect(harvestFloor(base(10n), arrived - 5000)).toBe(10n) // clock behind: no negative growth
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 10 ** 9 }), (a, b) => {
        const [t1, t2] = a < b ? [a, b] : [b, a]
        expect(harvestFloor(base(5n), arrived + t1)).toBeLessThanOrEqual(harvestFloor(base(5n), arrived + t2))
      }),
    )
  })

  it('stays put without a stake, and waits for a read after a day', () => {
    expect(harvestFloor({ ...base(3n), pMangoBalance: 0n }, arrived + 10_000_000)).toBe(3n)
    expect(harvestFloor({ ...base(3n), totalStaked: 0n }, arrived + 10_000_000)).toBe(3n)
    const day = harvestFloor(base(0n), arrived + 86_400_000)
    expect(harvestFloor(base(0n), arrived + 10 * 86_400_000)).toBe(day)
  })

  it('keeps an earlier read that still holds, so a re-read of the same block never pulls the figure back', () => {
    const first = addHarvestRead(running, '0xa', base(100n), arrived)
    // The same block read again 5 s later: same amount, later arrival.
    const again = addHarvestRead(first, '0xa', base(100n, arrived + 5000), arrived + 5000)
    expect(harvestFigure(again, arrived + 5000)).toBe(harvestFloor(base(100n), arrived + 5000))
    expect(harvestFigure(again, arrived + 5000)).toBeGreaterThan(100n)
  })

  it('moves to a lower read in one step after a harvest, a stake or another account', () => {
    const first = addHarvestRead(running, '0xa', base(100n), arrived)
    expect(harvestFigure(addHarvestRead(first, '0xa', base(2n, arrived + 5000), arrived + 5000), arrived + 5000)).toBe(2n)
    const staked = { ...base(100n, arrived + 5000), pMangoBalance: MANGO(60), totalStaked: MANGO(110) }
    expect(harvestFigure(addHarvestRead(first, '0xa', staked, arrived + 5000), arrived + 5000)).toBe(100n)
    expect(harvestFigure(addHarvestRead(first, '0xb', base(1n, arrived + 5000), arrived + 5000), arrived + 5000)).toBe(1n)
  })

  it('grows between reads only once two blocks have shown the chain clock moving at the page pace', () => {
    // A clock standing still (a test node's frozen clock): new blocks, same time. Nothing is counted ahead.
    let frozen = addHarvestRead(emptyHarvestTrack, '0xa', base(100n), arrived)
    frozen = addHarvestRead(frozen, '0xa', base(100n, arrived + 5000), arrived + 5000)
    expect(harvestFigure(frozen, arrived + 60_000)).toBe(100n)
    // A jump (time travel): not a running clock either.
    const jumped = addHarvestRead(frozen, '0xa', base(200n, arrived + 6000, block + 86_400n), arrived + 6000)
    expect(jumped.running).toBe(false)
    expect(harvestFigure(jumped, arrived + 60_000)).toBe(200n)
    // Two blocks 4 s apart read 4.3 s apart: the chain's clock runs, and the figure grows by whole seconds.
    let live = addHarvestRead(emptyHarvestTrack, '0xa', base(100n), arrived)
    live = addHarvestRead(live, '0xa', base(2415n, arrived + 4300, block + 4n), arrived + 4300)
    expect(live.running).toBe(true)
    expect(harvestFigure(live, arrived + 4300 + 999)).toBe(2415n)
    expect(harvestFigure(live, arrived + 4300 + 1000)).toBe(2415n + 578n)
  })
})
