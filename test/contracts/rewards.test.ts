import { parseEventLogs, type Address } from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  mangoTokenAbi,
  plantedMangoAbi,
  rewardTreasuryAbi,
  rewardTreasuryBytecode,
  testUSDCAbi,
  testUSDCBytecode,
} from '../../contracts/generated'
import { expectMangoError, MANGO, setupTestDevnet, USDC, type Devnet, type Wallet } from './fixture'
import { RewardModel } from './rewardModel'

const devnet = setupTestDevnet()
let net: Devnet
beforeEach(() => {
  net = devnet()
})

/** Chain reads used below (`net` is bound lazily, after beforeAll). */
const read = {
    usdc: (who: Address) =>
      net.publicClient.readContract({ address: net.d.usdc, abi: testUSDCAbi, functionName: 'balanceOf', args: [who] }),
    harvestable: async (who: Address) => {
      const [first] = await net.publicClient.readContract({
        address: net.d.pMango,
        abi: plantedMangoAbi,
        functionName: 'harvestableRewards',
        args: [who],
      })
      return first?.amount ?? 0n
    },
    treasury: async () => {
      const [balance, lastDistributedAt] = await Promise.all([
        net.publicClient.readContract({ address: net.d.usdc, abi: testUSDCAbi, functionName: 'balanceOf', args: [net.d.treasury] }),
        net.publicClient.readContract({ address: net.d.treasury, abi: rewardTreasuryAbi, functionName: 'lastDistributedAt' }),
      ])
      return { balance, lastDistributedAt }
    },
    distributable: () =>
      net.publicClient.readContract({ address: net.d.treasury, abi: rewardTreasuryAbi, functionName: 'getDistributableAmount' }),
}

/** A model seeded from the live treasury, so every later step can be checked to the unit. */
async function modelFromChain(): Promise<RewardModel> {
  const { balance, lastDistributedAt } = await read.treasury()
  return new RewardModel(balance, lastDistributedAt)
}

async function plantAt(wallet: Wallet, amount: bigint, timestamp: bigint): Promise<void> {
  await net.mined(
    wallet.writeContract({ address: net.d.mango, abi: mangoTokenAbi, functionName: 'approve', args: [net.d.pMango, amount] }),
  )
  await net.at(timestamp)
  await net.mined(
    wallet.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'plant', args: [amount, wallet.account.address] }),
  )
}

async function harvestAt(wallet: Wallet, timestamp: bigint): Promise<bigint> {
  await net.at(timestamp)
  const receipt = await net.mined(
    wallet.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'harvest', args: [wallet.account.address] }),
  )
  const events = parseEventLogs({ abi: plantedMangoAbi, eventName: 'Harvest', logs: receipt.logs })
  return events.reduce((sum, e) => sum + e.args.amount, 0n)
}

describe('reward stream', () => {
  it('a sole staker earns balance * dt / (1000 * 86400) of the treasury', async () => {
    const model = await modelFromChain()
    const t0 = (await net.now()) + 10n
    await plantAt(net.alice, MANGO(1000), t0)
    model.plant(net.alice.account.address, MANGO(1000), t0)

    const day = t0 + 86_400n
    await net.mineAt(day)
    const { balance } = await read.treasury()
    // The stream formula, balance * dt / (1000 * 86400), directly: about 0.1 % of the treasury per day.
    expect(await read.distributable()).toBe((balance * 86_400n) / (1000n * 86_400n))
    const shown = await read.harvestable(net.alice.account.address)
    expect(shown).toBe(model.harvestable(net.alice.account.address, day))
    // Sole staker: the whole distribution, minus at most one unit of accumulator rounding.
    expect(balance / 1000n - shown).toBeGreaterThanOrEqual(0n)
    expect(balance / 1000n - shown).toBeLessThanOrEqual(1n)

    // Harvesting at the same timestamp pays exactly what the view showed.
    expect(await harvestAt(net.alice, day)).toBe(shown)
    expect(await read.usdc(net.alice.account.address)).toBe(shown)
    expect((await read.treasury()).balance).toBe(balance - (balance * 86_400n) / (1000n * 86_400n))
  })

  it('harvestableRewards grows block by block without any transaction from the user', async () => {
    const t0 = (await net.now()) + 5n
    await plantAt(net.alice, MANGO(1), t0)
    await net.mineAt(t0 + 10n)
    const first = await read.harvestable(net.alice.account.address)
    await net.mineAt(t0 + 20n)
    const second = await read.harvestable(net.alice.account.address)
    expect(first).toBeGreaterThan(0n)
    expect(second).toBeGreaterThan(first)
  })

  it('two stakers share pro rata to their balances', async () => {
    const model = await modelFromChain()
    const { alice, bob } = net
    const t0 = (await net.now()) + 10n
    await plantAt(alice, MANGO(1000), t0)
    model.plant(alice.account.address, MANGO(1000), t0)
    await plantAt(bob, MANGO(3000), t0 + 1n)
    model.plant(bob.account.address, MANGO(3000), t0 + 1n)

    const later = t0 + 1n + 2n * 86_400n
    const bobPaid = await harvestAt(bob, later)
    const alicePaid = await harvestAt(alice, later + 1n)
    expect(bobPaid).toBe(model.harvest(bob.account.address, later))
    expect(alicePaid).toBe(model.harvest(alice.account.address, later + 1n))

    // Alice alone for the first second, then 1:3 for two days: bob/alice is just under 3.
    const ratio = Number(bobPaid) / Number(alicePaid)
    expect(ratio).toBeGreaterThan(2.99)
    expect(ratio).toBeLessThan(3)
  })

  it('follows the model through plant, partial unplant and harvest by several users', async () => {
    const model = await modelFromChain()
    const { alice, bob, carol } = net
    let t = (await net.now()) + 10n
    await plantAt(alice, MANGO(500), t)
    model.plant(alice.account.address, MANGO(500), t)
    t += 3_000n
    await plantAt(bob, MANGO(1500), t)
    model.plant(bob.account.address, MANGO(1500), t)
    t += 40_000n
    await net.at(t)
    await net.mined(
      alice.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'unplant', args: [MANGO(200), alice.account.address] }),
    )
    model.unplant(alice.account.address, MANGO(200), t)
    t += 7n
    await plantAt(carol, MANGO(9000), t)
    model.plant(carol.account.address, MANGO(9000), t)
    t += 100_000n
    for (const wallet of [alice, bob, carol]) {
      t += 1n
      expect(await harvestAt(wallet, t)).toBe(model.harvest(wallet.account.address, t))
    }
    expect((await read.treasury()).balance).toBe(model.treasuryBalance)
  })
})

describe('no stakers', () => {
  it('supplying while total supply is 0 distributes nothing; the reward stays in the treasury', async () => {
    const before = await read.treasury()
    const t = (await net.now()) + 10n * 86_400n
    await net.at(t)
    const receipt = await net.mined(
      net.carol.writeContract({ address: net.d.treasury, abi: rewardTreasuryAbi, functionName: 'distribute' }),
    )
    const after = await read.treasury()
    expect(after.balance).toBe(before.balance)
    expect(after.lastDistributedAt).toBe(t)
    expect(parseEventLogs({ abi: plantedMangoAbi, eventName: 'DistributeReward', logs: receipt.logs })).toHaveLength(0)
    const [rewardPerToken, , timestamp] = await net.publicClient.readContract({
      address: net.d.pMango,
      abi: plantedMangoAbi,
      functionName: 'globalRewardSnapshot',
      args: [net.d.usdc],
    })
    expect(rewardPerToken).toBe(0n)
    expect(timestamp).toBeLessThan(t)

    // The first staker then earns from its own start, not a ten-day windfall.
    await plantAt(net.alice, MANGO(1), t + 1n)
    await net.mineAt(t + 61n)
    const shown = await read.harvestable(net.alice.account.address)
    expect(shown).toBeLessThanOrEqual((after.balance * 60n) / (1000n * 86_400n))
    expect(shown).toBeGreaterThan(0n)
  })
})

describe('treasury start time', () => {
  it('nothing is distributable before the start time', async () => {
    const { dev } = net
    const reward = await net.deployed(
      dev.deployContract({ abi: testUSDCAbi, bytecode: testUSDCBytecode, args: [dev.account.address] }),
    )
    const start = (await net.now()) + 86_400n
    const treasury = await net.deployed(
      dev.deployContract({
        abi: rewardTreasuryAbi,
        bytecode: rewardTreasuryBytecode,
        args: [reward, net.d.pMango, dev.account.address, start],
      }),
    )
    await net.mined(dev.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'addRewardToken', args: [reward, treasury] }))
    await net.mined(dev.writeContract({ address: reward, abi: testUSDCAbi, functionName: 'mint', args: [treasury, USDC(1_000)] }))
    await plantAt(net.alice, MANGO(10), (await net.now()) + 1n)

    const readTreasury = (functionName: 'getDistributableAmount' | 'rewardRate') =>
      net.publicClient.readContract({ address: treasury, abi: rewardTreasuryAbi, functionName })
    await net.mineAt(start - 1n)
    expect(await readTreasury('getDistributableAmount')).toBe(0n)
    expect(await readTreasury('rewardRate')).toBe(0n)
    await net.mineAt(start + 3_600n)
    expect(await readTreasury('getDistributableAmount')).toBe((USDC(1_000) * 3_600n) / (1000n * 86_400n))
    expect(await readTreasury('rewardRate')).toBe((USDC(1_000) * 10n ** 18n) / (1000n * 86_400n))

    // Once started, the start time can no longer move (INVALID_TIME).
    await expectMangoError(
      dev.writeContract({ address: treasury, abi: rewardTreasuryAbi, functionName: 'setStartTime', args: [start + 86_400n] }),
      10,
    )
  })
})

describe('gas estimates (why wallets need headroom)', () => {
  // eth_estimateGas runs at the latest block's timestamp. Right after a block that streamed
  // the treasury, a harvest is estimated on its cheap path (nothing to distribute or pay);
  // mined a few seconds later it streams and pays, and costs far more.
  it('a harvest estimated in a distribution block runs out of gas when mined later, unless given headroom', async () => {
    const { alice } = net
    const t = (await net.now()) + 10n
    await plantAt(alice, MANGO(100), t)
    const estimate = await net.publicClient.estimateContractGas({
      account: alice.account,
      address: net.d.pMango,
      abi: plantedMangoAbi,
      functionName: 'harvest',
      args: [alice.account.address],
    })
    const send = async (gas: bigint) => {
      await net.at(t + 5n)
      const hash = await alice.writeContract({
        address: net.d.pMango,
        abi: plantedMangoAbi,
        functionName: 'harvest',
        args: [alice.account.address],
        gas,
      })
      return net.publicClient.waitForTransactionReceipt({ hash })
    }
    expect((await send(estimate)).status).toBe('reverted')
    // Measured: estimate ~58k, used ~178k (the limit must also cover refunds and the 63/64 rule).
    const receipt = await send(estimate + 200_000n)
    expect(receipt.status).toBe('success')
    expect(receipt.gasUsed).toBeGreaterThan(estimate * 2n)
  })
})
