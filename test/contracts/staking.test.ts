import { parseEventLogs, type Address } from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import { mangoTokenAbi, plantedMangoAbi, testUSDCAbi } from '../../contracts/generated'
import { expectMangoError, MANGO, revertOf, setupTestDevnet, type Devnet, type Wallet } from './fixture'

const devnet = setupTestDevnet()
let net: Devnet
beforeEach(() => {
  net = devnet()
})

const mangoOf = (who: Address) =>
  net.publicClient.readContract({ address: net.d.mango, abi: mangoTokenAbi, functionName: 'balanceOf', args: [who] })
const pMangoOf = (who: Address) =>
  net.publicClient.readContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'balanceOf', args: [who] })
const usdcOf = (who: Address) =>
  net.publicClient.readContract({ address: net.d.usdc, abi: testUSDCAbi, functionName: 'balanceOf', args: [who] })
const totalStaked = () =>
  net.publicClient.readContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'totalSupply' })

const approve = (wallet: Wallet, amount: bigint) =>
  net.mined(
    wallet.writeContract({ address: net.d.mango, abi: mangoTokenAbi, functionName: 'approve', args: [net.d.pMango, amount] }),
  )
const plant = (wallet: Wallet, amount: bigint, to: Address = wallet.account.address) =>
  wallet.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'plant', args: [amount, to] })
const unplant = (wallet: Wallet, amount: bigint, to: Address = wallet.account.address) =>
  wallet.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'unplant', args: [amount, to] })

describe('plant', () => {
  it('moves MANGO into pMANGO 1:1 and emits Plant', async () => {
    const { alice } = net
    const me = alice.account.address
    const [mangoBefore, stakedBefore] = await Promise.all([mangoOf(me), totalStaked()])
    await approve(alice, MANGO(100))
    const receipt = await net.mined(plant(alice, MANGO(100)))

    expect(await mangoOf(me)).toBe(mangoBefore - MANGO(100))
    expect(await pMangoOf(me)).toBe(MANGO(100))
    expect(await totalStaked()).toBe(stakedBefore + MANGO(100))
    expect(await mangoOf(net.d.pMango)).toBe(MANGO(100))
    const [event] = parseEventLogs({ abi: plantedMangoAbi, eventName: 'Plant', logs: receipt.logs })
    expect(event?.args).toEqual({ sender: me, user: me, amount: MANGO(100) })
  })

  it('mints to `to` while pulling from the caller', async () => {
    const { alice, bob } = net
    await approve(alice, MANGO(5))
    await net.mined(plant(alice, MANGO(5), bob.account.address))
    expect(await pMangoOf(bob.account.address)).toBe(MANGO(5))
    expect(await pMangoOf(alice.account.address)).toBe(0n)
  })

  it('without allowance reverts with ERC20InsufficientAllowance', async () => {
    const { alice } = net
    await approve(alice, MANGO(1))
    expect(await revertOf(plant(alice, MANGO(2)))).toEqual({
      errorName: 'ERC20InsufficientAllowance',
      args: [net.d.pMango, MANGO(1), MANGO(2)],
    })
  })

  it('beyond the MANGO balance reverts with ERC20InsufficientBalance', async () => {
    const { alice } = net
    const balance = await mangoOf(alice.account.address)
    await approve(alice, balance + 1n)
    expect(await revertOf(plant(alice, balance + 1n))).toEqual({
      errorName: 'ERC20InsufficientBalance',
      args: [alice.account.address, balance, balance + 1n],
    })
  })

  it('rejects a zero amount (12) and the zero address (5)', async () => {
    const { alice } = net
    await approve(alice, MANGO(1))
    await expectMangoError(plant(alice, 0n), 12)
    await expectMangoError(plant(alice, MANGO(1), '0x0000000000000000000000000000000000000000'), 5)
  })
})

describe('unplant', () => {
  it('burns pMANGO and returns MANGO to `to`, emitting Unplant', async () => {
    const { alice, bob } = net
    await approve(alice, MANGO(50))
    await net.mined(plant(alice, MANGO(50)))
    const bobBefore = await mangoOf(bob.account.address)
    const receipt = await net.mined(unplant(alice, MANGO(20), bob.account.address))

    expect(await pMangoOf(alice.account.address)).toBe(MANGO(30))
    expect(await mangoOf(bob.account.address)).toBe(bobBefore + MANGO(20))
    expect(await totalStaked()).toBe(MANGO(30))
    const [event] = parseEventLogs({ abi: plantedMangoAbi, eventName: 'Unplant', logs: receipt.logs })
    expect(event?.args).toEqual({ user: alice.account.address, to: bob.account.address, amount: MANGO(20) })
  })

  it('more than the pMANGO balance reverts with ERC20InsufficientBalance', async () => {
    const { alice } = net
    await approve(alice, MANGO(3))
    await net.mined(plant(alice, MANGO(3)))
    expect(await revertOf(unplant(alice, MANGO(4)))).toEqual({
      errorName: 'ERC20InsufficientBalance',
      args: [alice.account.address, MANGO(3), MANGO(4)],
    })
  })
})

describe('harvest', () => {
  it('pays the accrued USDC to the user, whoever calls it, and emits Harvest', async () => {
    const { alice, bob } = net
    await approve(alice, MANGO(1000))
    await net.mined(plant(alice, MANGO(1000)))
    const t = await net.now()
    await net.mineAt(t + 3600n)
    const [shown] = await net.publicClient.readContract({
      address: net.d.pMango,
      abi: plantedMangoAbi,
      functionName: 'harvestableRewards',
      args: [alice.account.address],
    })
    expect(shown?.token).toBe(net.d.usdc)
    expect(shown?.amount).toBeGreaterThan(0n)

    // Bob pays the gas; the reward still goes to Alice. Same timestamp as the view above.
    await net.at(t + 3600n)
    const receipt = await net.mined(
      bob.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'harvest', args: [alice.account.address] }),
    )
    expect(await usdcOf(alice.account.address)).toBe(shown?.amount)
    expect(await usdcOf(bob.account.address)).toBe(0n)
    const [event] = parseEventLogs({ abi: plantedMangoAbi, eventName: 'Harvest', logs: receipt.logs })
    expect(event?.args).toEqual({ user: alice.account.address, token: net.d.usdc, amount: shown?.amount })

    const [after] = await net.publicClient.readContract({
      address: net.d.pMango,
      abi: plantedMangoAbi,
      functionName: 'harvestableRewards',
      args: [alice.account.address],
    })
    expect(after?.amount).toBe(0n)
  })

  it('harvest(user, tokenList) pays only listed tokens and rejects an empty list (4)', async () => {
    const { alice } = net
    await approve(alice, MANGO(10))
    await net.mined(plant(alice, MANGO(10)))
    await net.mineAt((await net.now()) + 600n)
    await expectMangoError(
      alice.writeContract({
        address: net.d.pMango,
        abi: plantedMangoAbi,
        functionName: 'harvest',
        args: [alice.account.address, []],
      }),
      4,
    )
    await net.mined(
      alice.writeContract({
        address: net.d.pMango,
        abi: plantedMangoAbi,
        functionName: 'harvest',
        args: [alice.account.address, [net.d.usdc]],
      }),
    )
    expect(await usdcOf(alice.account.address)).toBeGreaterThan(0n)
  })

  it('unplanting keeps the earned reward harvestable', async () => {
    const { alice } = net
    await approve(alice, MANGO(10))
    await net.mined(plant(alice, MANGO(10)))
    await net.mineAt((await net.now()) + 86_400n)
    await net.mined(unplant(alice, MANGO(10)))
    const [left] = await net.publicClient.readContract({
      address: net.d.pMango,
      abi: plantedMangoAbi,
      functionName: 'harvestableRewards',
      args: [alice.account.address],
    })
    expect(left?.amount).toBeGreaterThan(0n)
    await net.mined(
      alice.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'harvest', args: [alice.account.address] }),
    )
    expect(await usdcOf(alice.account.address)).toBe(left?.amount)
  })
})
