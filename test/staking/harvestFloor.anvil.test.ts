/**
 * The harvestable figure is a floor of the chain (src/staking/harvestFloor.ts), checked against
 * the real contracts on anvil: for random stakes, treasury top-ups, block times and page
 * clocks, the figure the screen would show at any moment after a read is never above what
 * `harvestableRewards` returns at the next block, nor above what a Harvest then pays.
 *
 * Time is modelled as the chain and the browser see it: a block mined at real time r carries
 * the timestamp floor(r) (never later than its mining); the read arrives ℓ ms after the block,
 * the page samples δ ms after that, the next block is mined β ms after the sample; the page's
 * clock is off the chain's by an arbitrary offset.
 */
import fc from 'fast-check'
import { parseEventLogs, type Address } from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import { mangoTokenAbi, plantedMangoAbi, rewardTreasuryAbi, testUSDCAbi } from '../../contracts/generated'
import { addHarvestRead, emptyHarvestTrack, harvestBase, harvestFigure } from '../../src/staking/harvestFloor'
import { poolContracts, toStakingState, userContracts } from '../../src/staking/reads'
import { MANGO, setupTestDevnet, USDC, type Devnet, type Wallet } from '../contracts/fixture'

const devnet = setupTestDevnet()
let net: Devnet
beforeEach(() => {
  net = devnet()
})

/** The site's own reads (src/staking/reads.ts) at one block, in one Multicall3 call as the site sends them. */
async function siteState(user: Address, blockNumber: bigint) {
  const contracts = [...poolContracts(net.d, 1101), ...userContracts(net.d, 1101, user)]
  const results = await net.publicClient.multicall({ contracts, allowFailure: false, blockNumber, multicallAddress: net.d.multicall3 })
  const pool = results.slice(0, 4) as unknown as Parameters<typeof toStakingState>[0]
  const mine = results.slice(4) as unknown as Parameters<typeof toStakingState>[1]
  return toStakingState(pool, mine)
}

async function harvestable(user: Address, blockNumber: bigint): Promise<bigint> {
  const [first] = await net.publicClient.readContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'harvestableRewards', args: [user], blockNumber })
  return first?.amount ?? 0n
}

async function plant(wallet: Wallet, amount: bigint, timestamp: bigint) {
  await net.mined(wallet.writeContract({ address: net.d.mango, abi: mangoTokenAbi, functionName: 'approve', args: [net.d.pMango, amount] }))
  await net.at(timestamp)
  await net.mined(wallet.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'plant', args: [amount, wallet.account.address] }))
}

async function topUp(amount: bigint, timestamp: bigint) {
  const { dev } = net
  await net.mined(dev.writeContract({ address: net.d.usdc, abi: testUSDCAbi, functionName: 'mint', args: [dev.account.address, amount] }))
  await net.mined(dev.writeContract({ address: net.d.usdc, abi: testUSDCAbi, functionName: 'approve', args: [net.d.treasury, amount] }))
  await net.at(timestamp)
  await net.mined(dev.writeContract({ address: net.d.treasury, abi: rewardTreasuryAbi, functionName: 'receiveToken', args: [amount] }))
}

/** Milliseconds, often 0 or a few: the edges (a read the moment a block is mined) are where a figure runs ahead. */
const ms = (max: number) => fc.oneof(fc.constantFrom(0, 1), fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max }))

const scenario = fc.record({
  alice: fc.bigInt({ min: 1n, max: MANGO(10_000) }),
  bob: fc.bigInt({ min: 0n, max: MANGO(10_000) }),
  topUp: fc.bigInt({ min: 0n, max: USDC(10_000_000) }),
  /** Seconds from the last distribution to the block the page reads. */
  gap: fc.integer({ min: 0, max: 200_000 }),
  /** Where in its second the read block was mined (ms). */
  fraction: ms(999),
  /** From the block to the read arriving (ms). */
  latency: ms(4000),
  /** From the read arriving to the sampled frame (ms). */
  sample: ms(600_000),
  /** From the sampled frame to the next block (ms): block times of 0 to 12 s. */
  nextBlock: ms(12_000),
  /** The page clock minus the chain's (ms): either way, up to a day. */
  offset: fc.integer({ min: -86_400_000, max: 86_400_000 }),
  /** The same block read again this long after the first read (ms), as a chain without new blocks does. */
  reread: ms(600_000),
})

describe('harvest figure against the chain', () => {
  it('is never above harvestableRewards at the next block, nor above what the Harvest then pays', async () => {
    const { alice, bob, testClient } = net
    const user = alice.account.address
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const snapshot = await testClient.snapshot()
        try {
          let t = (await net.now()) + 10n
          await plant(alice, s.alice, t)
          if (s.bob > 0n) await plant(bob, s.bob, (t += 1n))
          if (s.topUp > 0n) await topUp(s.topUp, (t += 1n))
          const T = t + BigInt(s.gap)
          await net.mineAt(T)
          const read = (await net.publicClient.getBlock()).number
          const state = await siteState(user, read)

          // Real (chain) time in ms of each moment; the page sees it shifted by the offset.
          const arrived = Number(T) * 1000 + s.fraction + s.latency
          const sampled = arrived + Math.min(s.sample, 86_400_000)
          const seenAt = arrived + s.offset
          // The chain's clock is known to run (the model above: timestamps follow real time);
          // how the screen learns that is unit-tested in rewards.test.ts.
          let track = addHarvestRead({ ...emptyHarvestTrack, running: true }, user, harvestBase(state, seenAt), seenAt)
          const again = Math.min(s.reread, s.sample)
          track = addHarvestRead(track, user, harvestBase(state, seenAt + again), seenAt + again)
          const figure = harvestFigure(track, sampled + s.offset)
          expect(figure).toBeGreaterThanOrEqual(state.pendingReward)

          const next = BigInt(Math.floor((sampled + s.nextBlock) / 1000))
          await net.mineAt(next > T ? next : T + 1n)
          const atNext = await harvestable(user, (await net.publicClient.getBlock()).number)
          expect(figure).toBeLessThanOrEqual(atNext)

          await net.at((next > T ? next : T + 1n) + 1n)
          const receipt = await net.mined(alice.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'harvest', args: [user] }))
          const paid = parseEventLogs({ abi: plantedMangoAbi, eventName: 'Harvest', logs: receipt.logs }).reduce((sum, e) => sum + e.args.amount, 0n)
          expect(paid).toBeGreaterThanOrEqual(figure)
        } finally {
          await testClient.revert({ id: snapshot })
        }
      }),
      { numRuns: 40 },
    )
  }, 120_000)
})
