/**
 * Reward estimates from the treasury stream (contracts/RewardTreasury.sol): the treasury releases
 * `balance * dt / (1000 * 86400)` per `dt` seconds, about 0.1 % of its balance a day,
 * shared by all pMANGO in proportion to each holder's balance. No price feed is involved.
 */

export interface RewardInputs {
  treasuryBalance: bigint
  pMangoBalance: bigint
  totalStaked: bigint
}

/** What the whole pool earns per day: treasuryBalance / 1000. */
export function poolDailyReward(treasuryBalance: bigint): bigint {
  return treasuryBalance / 1000n
}

/** The user's estimated daily reward: treasuryBalance / 1000 * pMANGO / totalStaked (0 with nothing staked). */
export function estimatedDailyReward({ treasuryBalance, pMangoBalance, totalStaked }: RewardInputs): bigint {
  if (totalStaked === 0n || pMangoBalance === 0n) return 0n
  return (treasuryBalance * pMangoBalance) / (1000n * totalStaked)
}

/** The user's share of the pool in basis points of a percent (1 = 0.01 %), for the caption. */
export function shareBasisPoints(pMangoBalance: bigint, totalStaked: bigint): number {
  if (totalStaked === 0n) return 0
  return Number((pMangoBalance * 10_000n) / totalStaked)
}
