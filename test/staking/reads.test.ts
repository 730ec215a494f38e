/**
 * The staking screen's reads: the pool's figures are one read whoever is connected (nothing
 * in it names a user, so its cache key is the same connected or not), the user's numbers
 * another.
 */
import { describe, expect, it } from 'vitest'
import { poolContracts, userContracts, type StakingAddresses } from '../../src/staking/reads'

const addresses: StakingAddresses = {
  mango: '0x1111111111111111111111111111111111111111',
  pMango: '0x2222222222222222222222222222222222222222',
  usdc: '0x3333333333333333333333333333333333333333',
  treasury: '0x4444444444444444444444444444444444444444',
  multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
}
const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const text = (reads: unknown) => JSON.stringify(reads).toLowerCase()

describe('staking reads', () => {
  it("the pool's reads name no user; the user's all name the user", () => {
    expect(text(poolContracts(addresses, 1101))).not.toContain(USER.slice(2).toLowerCase())
    for (const read of userContracts(addresses, 1101, USER)) expect(text(read.args)).toContain(USER.slice(2).toLowerCase())
  })
})
