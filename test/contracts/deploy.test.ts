import { createPublicClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  mangoTokenAbi,
  multicall3Abi,
  multicall3DeployedBytecode,
  plantedMangoAbi,
  rewardTreasuryAbi,
  testUSDCAbi,
} from '../../contracts/generated'
import { startAnvil, type AnvilInstance } from '../../scripts/anvil'
import {
  deployDevnet,
  deploymentEnv,
  devnetAccounts,
  devnetChain,
  DEV_PRIVATE_KEY,
  MULTICALL3_ADDRESS,
  type Deployment,
} from '../../scripts/devnet'

let anvil: AnvilInstance
let d: Deployment

beforeAll(async () => {
  anvil = await startAnvil()
  d = await deployDevnet(anvil.rpcUrl)
})
afterAll(async () => {
  await anvil?.stop()
})

const client = () => createPublicClient({ chain: devnetChain(d.rpcUrl), transport: http(d.rpcUrl) })

describe('deployDevnet', () => {
  it('returns the deployment on chain 1101 with the canonical Multicall3 address', async () => {
    expect(d.chainId).toBe(1101)
    expect(await client().getChainId()).toBe(1101)
    expect(d.rpcUrl).toBe(anvil.rpcUrl)
    expect(d.multicall3).toBe('0xcA11bde05977b3631167028862bE2a173976CA11')
    expect(d.devAccount).toBe(privateKeyToAccount(DEV_PRIVATE_KEY).address)
    expect(new Set([d.mango, d.usdc, d.pMango, d.treasury]).size).toBe(4)
  })

  it('funds the dev account with 1,000,000 MANGO, accounts #1..#3 with 10,000, the treasury with 100,000 USDC', async () => {
    const c = client()
    const mangoOf = (who: `0x${string}`) =>
      c.readContract({ address: d.mango, abi: mangoTokenAbi, functionName: 'balanceOf', args: [who] })
    expect(await mangoOf(d.devAccount)).toBe(1_000_000n * 10n ** 18n)
    for (const { address } of devnetAccounts.slice(1)) expect(await mangoOf(address)).toBe(10_000n * 10n ** 18n)
    expect(await c.readContract({ address: d.usdc, abi: testUSDCAbi, functionName: 'balanceOf', args: [d.treasury] })).toBe(
      100_000n * 10n ** 6n,
    )
    expect(await c.readContract({ address: d.usdc, abi: testUSDCAbi, functionName: 'decimals' })).toBe(6)
    expect(await c.readContract({ address: d.mango, abi: mangoTokenAbi, functionName: 'symbol' })).toBe('MANGO')
  })

  it('wires pMANGO to MANGO and to the USDC treasury, whose stream has started', async () => {
    const c = client()
    expect(await c.readContract({ address: d.pMango, abi: plantedMangoAbi, functionName: 'underlyingToken' })).toBe(d.mango)
    expect(await c.readContract({ address: d.pMango, abi: plantedMangoAbi, functionName: 'rewardTokens' })).toEqual([d.usdc])
    expect(await c.readContract({ address: d.pMango, abi: plantedMangoAbi, functionName: 'name' })).toBe('Planted Mango')
    const [, treasury] = await c.readContract({
      address: d.pMango,
      abi: plantedMangoAbi,
      functionName: 'globalRewardSnapshot',
      args: [d.usdc],
    })
    expect(treasury).toBe(d.treasury)
    expect(await c.readContract({ address: d.treasury, abi: rewardTreasuryAbi, functionName: 'stakedToken' })).toBe(d.pMango)
    const start = await c.readContract({ address: d.treasury, abi: rewardTreasuryAbi, functionName: 'startTime' })
    expect(start).toBeLessThanOrEqual((await c.getBlock()).timestamp)
    expect(await c.readContract({ address: d.treasury, abi: rewardTreasuryAbi, functionName: 'rewardRate' })).toBeGreaterThan(0n)
  })

  it('puts Multicall3 at its canonical address, and viem multicall (aggregate3) works', async () => {
    const c = client()
    expect(await c.getCode({ address: MULTICALL3_ADDRESS })).toBe(multicall3DeployedBytecode)
    const [staked, treasuryUsdc, broken] = await c.multicall({
      contracts: [
        { address: d.pMango, abi: plantedMangoAbi, functionName: 'totalSupply' },
        { address: d.usdc, abi: testUSDCAbi, functionName: 'balanceOf', args: [d.treasury] },
        { address: d.mango, abi: plantedMangoAbi, functionName: 'rewardTokensLength' }, // MANGO has no such function
      ],
    })
    expect(staked).toEqual({ status: 'success', result: 0n })
    expect(treasuryUsdc).toEqual({ status: 'success', result: 100_000n * 10n ** 6n })
    expect(broken?.status).toBe('failure')
    const block = await c.getBlock()
    const [number, timestamp, ethBalance] = await Promise.all([
      c.readContract({ address: MULTICALL3_ADDRESS, abi: multicall3Abi, functionName: 'getBlockNumber' }),
      c.readContract({ address: MULTICALL3_ADDRESS, abi: multicall3Abi, functionName: 'getCurrentBlockTimestamp' }),
      c.readContract({ address: MULTICALL3_ADDRESS, abi: multicall3Abi, functionName: 'getEthBalance', args: [d.devAccount] }),
    ])
    expect(number).toBe(block.number)
    expect(timestamp).toBe(block.timestamp)
    expect(ethBalance).toBe(await c.getBalance({ address: d.devAccount }))
  })

  it('gives the same addresses on every fresh anvil', async () => {
    const other = await startAnvil()
    try {
      const again = await deployDevnet(other.rpcUrl)
      expect({ ...again, rpcUrl: '' }).toEqual({ ...d, rpcUrl: '' })
    } finally {
      await other.stop()
    }
  })
})

describe('devnet accounts and env', () => {
  it('lists anvil accounts whose keys match their addresses', () => {
    for (const { address, privateKey } of devnetAccounts) expect(privateKeyToAccount(privateKey).address).toBe(address)
  })

  it('maps a deployment to the VITE_* variables; the dev key only on request', () => {
    const env = deploymentEnv(d)
    expect(env).toEqual({
      VITE_RPC_URL: d.rpcUrl,
      VITE_CHAIN_ID: '1101',
      VITE_MANGO_ADDRESS: d.mango,
      VITE_USDC_ADDRESS: d.usdc,
      VITE_PMANGO_ADDRESS: d.pMango,
      VITE_TREASURY_ADDRESS: d.treasury,
      VITE_MULTICALL3_ADDRESS: d.multicall3,
      VITE_DEPLOY_BLOCK: String(d.deployBlock),
      VITE_POLLING_INTERVAL: '1000',
    })
    const dev = deploymentEnv(d, { devnet: true, privateKey: true, pollingInterval: 250 })
    expect(dev.VITE_DEVNET).toBe('1')
    expect(dev.VITE_DEVNET_PRIVATE_KEY).toBe(DEV_PRIVATE_KEY)
    expect(dev.VITE_POLLING_INTERVAL).toBe('250')
  })
})
