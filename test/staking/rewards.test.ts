import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { estimatedDailyReward, liveHarvestable, poolDailyReward, shareBasisPoints } from '../../src/staking/rewards'

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

describe('live harvestable', () => {
  const pool = { treasuryBalance: USDC(100_000), pMangoBalance: MANGO(50), totalStaked: MANGO(100) }
  const block = 1_700_000_000n
  const blockMs = Number(block) * 1000

  it('grows at treasury / (1000 * 86400) per second times the share', () => {
    // 100 USDC a day for the pool, half of it ours: 50 USDC a day, 50/86400 USDC a second.
    expect(liveHarvestable(7n, block, blockMs, blockMs + 86_400_000, pool)).toBe(7n + USDC(50))
    expect(liveHarvestable(0n, block, blockMs, blockMs + 1000, pool)).toBe(578n) // 0.000578 USDC
  })

  it('counts from when the numbers arrived, never twice and never backwards', () => {
    const arrived = blockMs + 3000
    expect(liveHarvestable(10n, block, arrived, arrived, pool)).toBe(10n)
    expect(liveHarvestable(10n, block, arrived, arrived - 5000, pool)).toBe(10n) // clock behind: no negative growth
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 10 ** 9 }), (a, b) => {
        const [t1, t2] = a < b ? [a, b] : [b, a]
        expect(liveHarvestable(5n, block, arrived, arrived + t1, pool)).toBeLessThanOrEqual(liveHarvestable(5n, block, arrived, arrived + t2, pool))
      }),
    )
  })

  it('stays put without a stake or before data', () => {
    expect(liveHarvestable(3n, block, blockMs, blockMs + 10_000_000, { ...pool, pMangoBalance: 0n })).toBe(3n)
    expect(liveHarvestable(3n, block, blockMs, blockMs + 10_000_000, { ...pool, totalStaked: 0n })).toBe(3n)
    expect(liveHarvestable(3n, 0n, 0, blockMs, pool)).toBe(3n)
  })

  it('never extrapolates past a day or past the treasury', () => {
    const day = liveHarvestable(0n, block, blockMs, blockMs + 86_400_000, pool)
    expect(liveHarvestable(0n, block, blockMs, blockMs + 10 * 86_400_000, pool)).toBe(day)
  })
})
