/**
 * An independent TypeScript model of the production contracts' reward maths,
 * used as the oracle for the contract tests (the Solidity must agree to the unit).
 */
const PRECISION = 10n ** 28n
const RATE_DENOMINATOR = 1000n * 86_400n

interface UserState {
  balance: bigint
  rewardPerToken: bigint
  harvestable: bigint
}

export class RewardModel {
  supply = 0n
  rewardPerToken = 0n
  private readonly users = new Map<string, UserState>()

  constructor(
    public treasuryBalance: bigint,
    public lastDistributedAt: bigint,
  ) {}

  private user(address: string): UserState {
    const key = address.toLowerCase()
    let state = this.users.get(key)
    if (!state) {
      state = { balance: 0n, rewardPerToken: 0n, harvestable: 0n }
      this.users.set(key, state)
    }
    return state
  }

  distributable(now: bigint): bigint {
    if (now <= this.lastDistributedAt) return 0n
    const amount = (this.treasuryBalance * (now - this.lastDistributedAt)) / RATE_DENOMINATOR
    return amount > this.treasuryBalance ? this.treasuryBalance : amount
  }

  distribute(now: bigint): void {
    if (now <= this.lastDistributedAt) return
    if (this.supply === 0n) {
      this.lastDistributedAt = now // nothing is distributed; the reward stays in the treasury
      return
    }
    const amount = this.distributable(now)
    if (amount === 0n) return
    this.lastDistributedAt = now
    this.treasuryBalance -= amount
    this.rewardPerToken += (amount * PRECISION) / this.supply
  }

  private checkpoint(address: string, now: bigint): UserState {
    this.distribute(now)
    const u = this.user(address)
    u.harvestable += (u.balance * (this.rewardPerToken - u.rewardPerToken)) / PRECISION
    u.rewardPerToken = this.rewardPerToken
    return u
  }

  plant(address: string, amount: bigint, now: bigint): void {
    this.checkpoint(address, now).balance += amount
    this.supply += amount
  }

  unplant(address: string, amount: bigint, now: bigint): void {
    this.checkpoint(address, now).balance -= amount
    this.supply -= amount
  }

  harvest(address: string, now: bigint): bigint {
    const u = this.checkpoint(address, now)
    const paid = u.harvestable
    u.harvestable = 0n
    return paid
  }

  /** What harvestableRewards(user) should return at `now`, without changing state. */
  harvestable(address: string, now: bigint): bigint {
    const u = this.user(address)
    let rewardPerToken = this.rewardPerToken
    if (this.supply > 0n) rewardPerToken += (this.distributable(now) * PRECISION) / this.supply
    return u.harvestable + (u.balance * (rewardPerToken - u.rewardPerToken)) / PRECISION
  }
}
