import { encodeFunctionData, erc20Abi, type Address, type ContractFunctionName } from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  mangoTokenAbi,
  plantedMangoAbi,
  reentrantTokenAbi,
  reentrantTokenBytecode,
  rewardTreasuryAbi,
  rewardTreasuryBytecode,
  testUSDCAbi,
  testUSDCBytecode,
} from '../../contracts/generated'
import { expectMangoError, MANGO, revertOf, setupTestDevnet, USDC, type Devnet, type Wallet } from './fixture'

const devnet = setupTestDevnet()
let net: Devnet
beforeEach(() => {
  net = devnet()
})

/** Untyped-args writer for pMANGO: these tests send many functions, some with bad input on purpose. */
const pMango = (wallet: Wallet) => ({
  write: (functionName: ContractFunctionName<typeof plantedMangoAbi, 'nonpayable'>, args: readonly unknown[] = []) =>
    wallet.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName, args } as never),
})

async function stake(wallet: Wallet, amount: bigint): Promise<void> {
  await net.mined(
    wallet.writeContract({ address: net.d.mango, abi: mangoTokenAbi, functionName: 'approve', args: [net.d.pMango, amount] }),
  )
  await net.mined(pMango(wallet).write('plant', [amount, wallet.account.address]))
}

const expectNotOwner = async (call: Promise<unknown>, caller: Wallet) =>
  expect(await revertOf(call)).toEqual({ errorName: 'OwnableUnauthorizedAccount', args: [caller.account.address] })

describe('pause', () => {
  it('blocks plant and harvest with MangoError 15 until unpaused; unplant still works', async () => {
    const { dev, alice } = net
    await stake(alice, MANGO(10))
    await net.mined(
      alice.writeContract({ address: net.d.mango, abi: mangoTokenAbi, functionName: 'approve', args: [net.d.pMango, MANGO(10)] }),
    )
    await net.mined(pMango(dev).write('pause'))
    expect(await net.publicClient.readContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'paused' })).toBe(true)

    await expectMangoError(pMango(alice).write('plant', [MANGO(1), alice.account.address]), 15)
    await expectMangoError(pMango(alice).write('harvest', [alice.account.address]), 15)
    // Principal is never frozen: unplant goes through while paused, and after the owner is gone.
    await net.mined(pMango(alice).write('unplant', [MANGO(1), alice.account.address]))
    await net.mined(pMango(dev).write('renounceOwnership'))
    await net.mined(pMango(alice).write('unplant', [MANGO(1), alice.account.address]))
    expect(await net.publicClient.readContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'balanceOf', args: [alice.account.address] })).toBe(MANGO(8))
    await expectMangoError(pMango(alice).write('plant', [MANGO(1), alice.account.address]), 15)
  })

  it('lets the owner unpause and everything works again', async () => {
    const { dev, alice } = net
    await stake(alice, MANGO(10))
    await net.mined(
      alice.writeContract({ address: net.d.mango, abi: mangoTokenAbi, functionName: 'approve', args: [net.d.pMango, MANGO(10)] }),
    )
    await net.mined(pMango(dev).write('pause'))

    await net.mined(pMango(dev).write('unpause'))
    await net.mined(pMango(alice).write('plant', [MANGO(1), alice.account.address]))
    await net.mined(pMango(alice).write('unplant', [MANGO(1), alice.account.address]))
    await net.mined(pMango(alice).write('harvest', [alice.account.address]))
  })
})

describe('pMANGO is not transferable', () => {
  it('transfer and transferFrom revert with MangoError 7', async () => {
    const { alice, bob } = net
    await stake(alice, MANGO(10))
    // Sent the way any wallet would, with the standard ERC-20 ABI (plus our errors to decode the revert).
    const abi = [...erc20Abi, ...plantedMangoAbi.filter((item) => item.type === 'error')]
    await expectMangoError(
      alice.writeContract({ address: net.d.pMango, abi, functionName: 'transfer', args: [bob.account.address, 1n] }),
      7,
    )
    await net.mined(pMango(alice).write('approve', [bob.account.address, MANGO(10)]))
    await expectMangoError(
      bob.writeContract({
        address: net.d.pMango,
        abi,
        functionName: 'transferFrom',
        args: [alice.account.address, bob.account.address, 1n],
      }),
      7,
    )
  })
})

describe('access control', () => {
  it('only the token treasury may supplyReward (MangoError 0), not even the owner', async () => {
    const { dev, alice } = net
    await stake(alice, MANGO(10))
    await expectMangoError(pMango(dev).write('supplyReward', [net.d.usdc, USDC(1)]), 0)
    await expectMangoError(pMango(alice).write('supplyReward', [net.d.usdc, USDC(1)]), 0)
    await expectMangoError(pMango(dev).write('supplyReward', [net.d.mango, 1n]), 0) // not a reward token
  })

  it('pMANGO owner functions reject others with OwnableUnauthorizedAccount', async () => {
    const { alice, bob } = net
    const p = pMango(alice)
    await expectNotOwner(p.write('pause'), alice)
    await expectNotOwner(p.write('unpause'), alice)
    await expectNotOwner(p.write('addRewardToken', [net.d.mango, bob.account.address]), alice)
    await expectNotOwner(p.write('withdrawLostERC20', [net.d.usdc, alice.account.address]), alice)
    await expectNotOwner(p.write('transferOwnership', [alice.account.address]), alice)
    await expectNotOwner(p.write('renounceOwnership'), alice)
  })

  it('treasury and token owner functions reject others with OwnableUnauthorizedAccount', async () => {
    const { alice } = net
    const treasury = (functionName: 'pause' | 'unpause') =>
      alice.writeContract({ address: net.d.treasury, abi: rewardTreasuryAbi, functionName })
    await expectNotOwner(treasury('pause'), alice)
    await expectNotOwner(treasury('unpause'), alice)
    await expectNotOwner(
      alice.writeContract({ address: net.d.treasury, abi: rewardTreasuryAbi, functionName: 'withdrawLostERC20', args: [net.d.mango, alice.account.address] }),
      alice,
    )
    await expectNotOwner(
      alice.writeContract({ address: net.d.treasury, abi: rewardTreasuryAbi, functionName: 'setStartTime', args: [0n] }),
      alice,
    )
    await expectNotOwner(
      alice.writeContract({ address: net.d.mango, abi: mangoTokenAbi, functionName: 'mint', args: [alice.account.address, 1n] }),
      alice,
    )
    await expectNotOwner(
      alice.writeContract({ address: net.d.usdc, abi: testUSDCAbi, functionName: 'mint', args: [alice.account.address, 1n] }),
      alice,
    )
  })

  it('ownership moves with transferOwnership and ends with renounceOwnership', async () => {
    const { dev, alice } = net
    await net.mined(pMango(dev).write('transferOwnership', [alice.account.address]))
    expect(await net.publicClient.readContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'owner' })).toBe(
      alice.account.address,
    )
    await expectNotOwner(pMango(dev).write('pause'), dev)
    await net.mined(pMango(alice).write('pause'))
    await net.mined(pMango(alice).write('renounceOwnership'))
    await expectNotOwner(pMango(alice).write('unpause'), alice)
  })
})

describe('withdrawLostERC20', () => {
  async function lostToken(holder: Address, amount: bigint): Promise<Address> {
    const token = await net.deployed(
      net.dev.deployContract({ abi: testUSDCAbi, bytecode: testUSDCBytecode, args: [net.dev.account.address] }),
    )
    await net.mined(net.dev.writeContract({ address: token, abi: testUSDCAbi, functionName: 'mint', args: [holder, amount] }))
    return token
  }
  const balanceOf = (token: Address, who: Address) =>
    net.publicClient.readContract({ address: token, abi: testUSDCAbi, functionName: 'balanceOf', args: [who] })

  it('pMANGO refuses the staked and the reward token (MangoError 5) but rescues others', async () => {
    const { dev, carol } = net
    await stake(net.alice, MANGO(10))
    await expectMangoError(pMango(dev).write('withdrawLostERC20', [net.d.mango, carol.account.address]), 5)
    await expectMangoError(pMango(dev).write('withdrawLostERC20', [net.d.usdc, carol.account.address]), 5)
    const token = await lostToken(net.d.pMango, USDC(7))
    await net.mined(pMango(dev).write('withdrawLostERC20', [token, carol.account.address]))
    expect(await balanceOf(token, carol.account.address)).toBe(USDC(7))
    expect(await balanceOf(token, net.d.pMango)).toBe(0n)
  })

  it('the treasury refuses its reward token (MangoError 5) but rescues others', async () => {
    const { dev, carol } = net
    await expectMangoError(
      dev.writeContract({ address: net.d.treasury, abi: rewardTreasuryAbi, functionName: 'withdrawLostERC20', args: [net.d.usdc, carol.account.address] }),
      5,
    )
    const token = await lostToken(net.d.treasury, 42n)
    await net.mined(
      dev.writeContract({ address: net.d.treasury, abi: rewardTreasuryAbi, functionName: 'withdrawLostERC20', args: [token, carol.account.address] }),
    )
    expect(await balanceOf(token, carol.account.address)).toBe(42n)
  })
})

describe('treasury pause', () => {
  it('stops the stream without blocking stakers; the paused period earns nothing', async () => {
    const { dev, alice } = net
    await stake(alice, MANGO(10))
    const t = await net.now()
    await net.at(t + 100n)
    await net.mined(dev.writeContract({ address: net.d.treasury, abi: rewardTreasuryAbi, functionName: 'pause' }))
    await net.mineAt(t + 86_400n)
    const distributable = () =>
      net.publicClient.readContract({ address: net.d.treasury, abi: rewardTreasuryAbi, functionName: 'getDistributableAmount' })
    expect(await distributable()).toBe(0n)
    await expectMangoError(
      dev.writeContract({ address: net.d.treasury, abi: rewardTreasuryAbi, functionName: 'receiveToken', args: [1n] }),
      15,
    )
    // Staking keeps working while the treasury is paused.
    await net.mined(pMango(alice).write('unplant', [MANGO(1), alice.account.address]))
    await net.at(t + 86_401n)
    await net.mined(dev.writeContract({ address: net.d.treasury, abi: rewardTreasuryAbi, functionName: 'unpause' }))
    await net.mineAt(t + 86_401n + 60n)
    const balance = await net.publicClient.readContract({ address: net.d.usdc, abi: testUSDCAbi, functionName: 'balanceOf', args: [net.d.treasury] })
    expect(await distributable()).toBe((balance * 60n) / (1000n * 86_400n))
  })
})

describe('reentrancy', () => {
  it('a reward token calling back into harvest hits MangoError 9', async () => {
    const { dev, alice } = net
    const evil = await net.deployed(
      dev.deployContract({ abi: reentrantTokenAbi, bytecode: reentrantTokenBytecode, args: [dev.account.address] }),
    )
    const evilTreasury = await net.deployed(
      dev.deployContract({ abi: rewardTreasuryAbi, bytecode: rewardTreasuryBytecode, args: [evil, net.d.pMango, dev.account.address, 0n] }),
    )
    await net.mined(pMango(dev).write('addRewardToken', [evil, evilTreasury]))
    await net.mined(dev.writeContract({ address: evil, abi: reentrantTokenAbi, functionName: 'mint', args: [evilTreasury, MANGO(1000)] }))
    await stake(alice, MANGO(10))
    await net.mineAt((await net.now()) + 3_600n)

    const reenter = encodeFunctionData({ abi: plantedMangoAbi, functionName: 'harvest', args: [alice.account.address] })
    await net.mined(dev.writeContract({ address: evil, abi: reentrantTokenAbi, functionName: 'setHook', args: [net.d.pMango, reenter] }))
    await expectMangoError(pMango(alice).write('harvest', [alice.account.address]), 9)

    // Without the callback the same harvest goes through.
    await net.mined(
      dev.writeContract({ address: evil, abi: reentrantTokenAbi, functionName: 'setHook', args: ['0x0000000000000000000000000000000000000000', '0x'] }),
    )
    await net.mined(pMango(alice).write('harvest', [alice.account.address]))
  })
})
