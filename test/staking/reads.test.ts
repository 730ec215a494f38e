/**
 * The staking screen's reads: the pool's figures are one read whoever is connected (nothing
 * in it names a user, so its cache key is the same connected or not), the user's numbers
 * another; the figures shown never go back to an older block.
 */
import { describe, expect, it } from 'vitest'
import { newerPoolRead, poolContracts, userContracts, type PoolFigures, type StakingAddresses } from '../../src/staking/reads'

const addresses: StakingAddresses = {
  mango: '0x1111111111111111111111111111111111111111',
  pMango: '0x2222222222222222222222222222222222222222',
  usdc: '0x3333333333333333333333333333333333333333',
  treasury: '0x4444444444444444444444444444444444444444',
  multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
}
const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const text = (reads: unknown) => JSON.stringify(reads, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}` : v)).toLowerCase()

describe('staking reads', () => {
  it("the pool's reads name no user; the user's all name the user", () => {
    expect(text(poolContracts(addresses, 1101))).not.toContain(USER.slice(2).toLowerCase())
    for (const read of userContracts(addresses, 1101, USER)) expect(text(read.args)).toContain(USER.slice(2).toLowerCase())
  })

  const at = (blockTimestamp: bigint, totalStaked: bigint, updatedAt: number) => ({ figures: { totalStaked, treasuryBalance: 0n, blockTimestamp, paused: false } satisfies PoolFigures, updatedAt })

  it("the figures shown move to a newer or same-second block's, never back to an older block's", () => {
    const shown = at(100n, 60n, 1_000)
    expect(newerPoolRead(undefined, shown)).toBe(shown)
    expect(newerPoolRead(shown, undefined)).toBe(shown)
    const later = at(112n, 60n, 2_000)
    expect(newerPoolRead(shown, later)).toBe(later)
    const sameSecond = at(100n, 80n, 1_500)
    expect(newerPoolRead(shown, sameSecond)).toBe(sameSecond)
    // A node behind the one that answered before: its older figures stay off screen.
    expect(newerPoolRead(shown, at(88n, 0n, 3_000))).toBe(shown)
  })
})
