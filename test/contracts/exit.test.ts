import { parseEventLogs, type Address } from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  failingTokenAbi,
  failingTokenBytecode,
  mangoTokenAbi,
  plantedMangoAbi,
  rewardTreasuryAbi,
  rewardTreasuryBytecode,
  testUSDCAbi,
} from '../../contracts/generated'
import { expectMangoError, MANGO, revertOf, setupTestDevnet, USDC, type Devnet, type Wallet } from './fixture'

/** Principal can always leave: a broken treasury or reward token never blocks unplant. */
const devnet = setupTestDevnet()
let net: Devnet
beforeEach(() => {
  net = devnet()
})

const read = <F extends 'balanceOf' | 'rewardTokens' | 'harvestableRewards' | 'retiredRewardToken'>(functionName: F, args: readonly unknown[] = []) =>
  net.publicClient.readContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName, args } as never) as Promise<unknown>
const tokenBalance = (token: Address, who: Address) =>
  net.publicClient.readContract({ address: token, abi: testUSDCAbi, functionName: 'balanceOf', args: [who] })

async function stake(wallet: Wallet, amount: bigint): Promise<void> {
  await net.mined(
    wallet.writeContract({ address: net.d.mango, abi: mangoTokenAbi, functionName: 'approve', args: [net.d.pMango, amount] }),
  )
  await net.mined(
    wallet.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'plant', args: [amount, wallet.account.address] }),
  )
}
const unplant = (wallet: Wallet, amount: bigint) =>
  wallet.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'unplant', args: [amount, wallet.account.address] })
const addRewardToken = (token: Address, treasury: Address) =>
  net.mined(net.dev.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'addRewardToken', args: [token, treasury] }))

/** A second reward token (FAIL) with its own funded, streaming treasury. */
async function addFailingToken(): Promise<{ token: Address; treasury: Address }> {
  const { dev } = net
  const token = await net.deployed(dev.deployContract({ abi: failingTokenAbi, bytecode: failingTokenBytecode, args: [dev.account.address] }))
  const treasury = await net.deployed(
    dev.deployContract({ abi: rewardTreasuryAbi, bytecode: rewardTreasuryBytecode, args: [token, net.d.pMango, dev.account.address, 0n] }),
  )
  await net.mined(dev.writeContract({ address: token, abi: failingTokenAbi, functionName: 'mint', args: [treasury, USDC(100_000)] }))
  await addRewardToken(token, treasury)
  return { token, treasury }
}
const freeze = (token: Address, frozen: boolean) =>
  net.mined(net.dev.writeContract({ address: token, abi: failingTokenAbi, functionName: 'setFrozen', args: [frozen] }))

const skipped = (logs: Parameters<typeof parseEventLogs>[0]['logs']) =>
  parseEventLogs({ abi: plantedMangoAbi, eventName: 'RewardDistributionSkipped', logs }).map((e) => e.args)

describe('a failing distribution is skipped, never blocking unplant', () => {
  it('a treasury without code: unplant goes through and records the skip', async () => {
    const { alice } = net
    const nowhere = '0x000000000000000000000000000000000000dEaD' as const
    const ghost = '0x1111111111111111111111111111111111111111' as const
    await addRewardToken(ghost, nowhere)
    await stake(alice, MANGO(10))
    await net.mineAt((await net.now()) + 3_600n)

    const receipt = await net.mined(unplant(alice, MANGO(4)))
    expect(skipped(receipt.logs)).toEqual([{ token: ghost, treasury: nowhere }])
    expect(await read('balanceOf', [alice.account.address])).toBe(MANGO(6))
    // The working USDC treasury still streamed in the same transaction.
    expect(parseEventLogs({ abi: plantedMangoAbi, eventName: 'DistributeReward', logs: receipt.logs })).toHaveLength(1)
  })

  it('a reward token that reverts on transfer: unplant goes through, rewards owed stay owed', async () => {
    const { alice } = net
    const { token, treasury } = await addFailingToken()
    await stake(alice, MANGO(10))
    const t = await net.now()
    await net.at(t + 3_600n)
    await net.mined(unplant(alice, MANGO(1))) // books an hour of FAIL rewards
    const owed = ((await read('harvestableRewards', [alice.account.address, [token]])) as { amount: bigint }[])[0]!.amount
    expect(owed).toBeGreaterThan(0n)

    await freeze(token, true)
    await net.at(t + 7_200n)
    const receipt = await net.mined(unplant(alice, MANGO(9)))
    expect(skipped(receipt.logs)).toEqual([{ token, treasury }])
    expect(await read('balanceOf', [alice.account.address])).toBe(0n)

    // Once the token works again, what was booked is paid in full.
    await freeze(token, false)
    await net.mined(
      alice.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'harvest', args: [alice.account.address, [token]] }),
    )
    expect(await tokenBalance(token, alice.account.address)).toBe(owed)
  })
})

describe('retireRewardToken', () => {
  it('takes the token off the list; plant, unplant and harvest(user) no longer touch it; what was earned is still paid', async () => {
    const { dev, alice } = net
    const { token, treasury } = await addFailingToken()
    await stake(alice, MANGO(10))
    const t = await net.now()
    await net.at(t + 3_600n)
    const retire = await net.mined(
      dev.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'retireRewardToken', args: [token] }),
    )
    expect(parseEventLogs({ abi: plantedMangoAbi, eventName: 'RewardTokenRetired', logs: retire.logs }).map((e) => e.args)).toEqual([
      { token, treasury },
    ])
    expect(await read('rewardTokens')).toEqual([net.d.usdc])
    expect(await read('retiredRewardToken', [token])).toBe(true)
    const [earned] = (await read('harvestableRewards', [alice.account.address, [token]])) as { amount: bigint }[]
    expect(earned!.amount).toBeGreaterThan(0n)

    // A frozen, retired token blocks nothing, and nothing more accrues for it.
    await freeze(token, true)
    await net.at(t + 7_200n)
    const harvest = await net.mined(
      alice.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'harvest', args: [alice.account.address] }),
    )
    expect(skipped(harvest.logs)).toEqual([])
    await net.mined(unplant(alice, MANGO(10)))
    await freeze(token, false)
    await net.mined(
      alice.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'harvest', args: [alice.account.address, [token]] }),
    )
    expect(await tokenBalance(token, alice.account.address)).toBe(earned!.amount)
  })

  it('is owner-only and refuses unknown or already retired tokens (MangoError 5)', async () => {
    const { dev, alice } = net
    const retire = (wallet: Wallet, token: Address) =>
      wallet.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'retireRewardToken', args: [token] })
    expect(await revertOf(retire(alice, net.d.usdc))).toEqual({ errorName: 'OwnableUnauthorizedAccount', args: [alice.account.address] })
    await expectMangoError(retire(dev, net.d.mango), 5)
    await net.mined(retire(dev, net.d.usdc))
    await expectMangoError(retire(dev, net.d.usdc), 5)
  })
})

describe('reward dust', () => {
  it('once nobody stakes, what pMANGO holds beyond the booked rewards can be recovered; nothing owed moves', async () => {
    const { dev, alice, bob } = net
    // Three holders of odd balances leave rounding dust behind.
    await stake(alice, MANGO(3) + 7n)
    await stake(bob, MANGO(7) + 3n)
    const t = await net.now()
    await net.at(t + 3_601n)
    await net.mined(unplant(alice, MANGO(3) + 7n))
    await net.at(t + 7_333n)
    await net.mined(unplant(bob, MANGO(7) + 3n))
    const owed = async (who: Address) =>
      ((await read('harvestableRewards', [who])) as { amount: bigint }[])[0]!.amount
    const booked = (await owed(alice.account.address)) + (await owed(bob.account.address))
    const held = await tokenBalance(net.d.usdc, net.d.pMango)
    expect(held).toBeGreaterThan(booked)

    const recover = (to: Address) =>
      dev.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'recoverRewardDust', args: [net.d.usdc, to] })
    const receipt = await net.mined(recover(net.d.treasury))
    const [event] = parseEventLogs({ abi: plantedMangoAbi, eventName: 'RewardDustRecovered', logs: receipt.logs })
    expect(event?.args.amount).toBe(held - booked)
    expect(await tokenBalance(net.d.usdc, net.d.pMango)).toBe(booked)
    // Both still harvest everything they earned.
    for (const who of [alice, bob]) {
      await net.mined(who.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'harvest', args: [who.account.address] }))
    }
    expect(await tokenBalance(net.d.usdc, net.d.pMango)).toBe(0n)
  })

  it('is refused while anyone stakes (MangoError 13)', async () => {
    const { dev, alice } = net
    await stake(alice, MANGO(1))
    await expectMangoError(
      dev.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'recoverRewardDust', args: [net.d.usdc, dev.account.address] }),
      13,
    )
  })
})
