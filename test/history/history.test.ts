import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createStorage } from '../../lib/core/storage'
import { createHistoryRpc } from '../../src/history/rpc'
import { startHistoryProxy, type HistoryProxy } from '../../scripts/bench/historyProxy'
import { historyCsv } from '../../src/history/csv'
import { REORG_DEPTH, scanHistory } from '../../src/history/scanHistory'
import { MANGO, setupTestDevnet, type Devnet } from '../contracts/fixture'
import { memoryBackend } from '../fixtures/storage'
import { actions, DAY, expectedEvents } from './script'

const devnet = setupTestDevnet()
let net: Devnet
let proxy: HistoryProxy
beforeAll(async () => {
  proxy = await startHistoryProxy(devnet().anvil.rpcUrl)
})
afterAll(async () => {
  await proxy.stop()
})
beforeEach(() => {
  net = devnet()
  proxy.setMaxRange(10_000n)
  proxy.reset()
})

const tokens = { stake: { symbol: 'MANGO', decimals: 18 }, reward: { symbol: 'USDC', decimals: 6 } }

/** Exact decimal text written out by hand from base units (no shared formatting code). */
function exact(value: bigint, decimals: number): string {
  const s = value.toString().padStart(decimals + 1, '0')
  const frac = s.slice(-decimals).replace(/0+$/, '')
  return frac ? `${s.slice(0, -decimals)}.${frac}` : s.slice(0, -decimals)
}

async function scripted() {
  const a = actions(net)
  const { alice, bob } = net
  const t0 = (await net.now()) + 10n
  const receipts = [
    await a.plant(alice, MANGO(100), t0),
    await a.plant(bob, MANGO(70), t0 + 60n), // another account: must not appear
    await a.harvest(alice, t0 + DAY),
    await a.unplant(alice, MANGO(40) + 123n, t0 + DAY + 600n), // a partial unstake with odd wei
    await a.transferMango(bob, alice.account.address, MANGO(5)), // a transfer by another account
    await a.harvest(alice, t0 + 2n * DAY),
    await a.plant(net.dev, MANGO(1), t0 + 2n * DAY + 60n, alice.account.address), // planted for alice by someone else: hers
  ]
  return { receipts, expected: await expectedEvents(net, receipts, alice.account.address) }
}

describe('history from eth_getLogs', () => {
  it('lists exactly the account\'s Plant, Unplant and Harvest events, newest first in the CSV, to the last digit', async () => {
    const { expected } = await scripted()
    expect(expected.map((e) => e.kind)).toEqual(['stake', 'harvest', 'unstake', 'harvest', 'stake'])
    const storage = createStorage({ backend: memoryBackend() })
    const result = await scanHistory({
      request: createHistoryRpc([proxy.url]), storage, chainId: 1101, contract: net.d.pMango, account: net.alice.account.address, deployBlock: 0n,
    })
    expect(result.events.map(({ kind, amount, blockNumber, txHash, timestamp }) => ({ kind, amount, blockNumber, txHash, timestamp }))).toEqual(expected)

    const csv = historyCsv(result.events, tokens).split('\r\n')
    expect(csv[0]).toBe('date,type,amount,token,block,transaction')
    const lines = [...expected].reverse().map((e) => {
      const harvest = e.kind === 'harvest'
      const date = new Date(Number(e.timestamp) * 1000).toISOString()
      const type = { stake: 'Stake', unstake: 'Unstake', harvest: 'Harvest' }[e.kind]
      return `${date},${type},${exact(e.amount, harvest ? 6 : 18)},${harvest ? 'USDC' : 'MANGO'},${e.blockNumber},${e.txHash}`
    })
    expect(csv.slice(1, -1)).toEqual(lines)
    expect(csv.at(-1)).toBe('')
    expect(csv[3]).toContain(',Unstake,40.000000000000000123,MANGO,')
  })

  it('splits a range the node refuses and still finds every event', async () => {
    const { expected } = await scripted()
    await net.testClient.mine({ blocks: 300 })
    proxy.setMaxRange(40n)
    const storage = createStorage({ backend: memoryBackend() })
    const result = await scanHistory({
      request: createHistoryRpc([proxy.url]), storage, chainId: 1101, contract: net.d.pMango, account: net.alice.account.address, deployBlock: 0n, maxRange: 200n,
    })
    expect(result.events.map((e) => e.txHash)).toEqual(expected.map((e) => e.txHash))
    // 200 -> 100 -> 50 -> 25 (3 refusals), then ranges of 25: far fewer calls than block by block.
    const blocks = Number(result.toBlock + 1n)
    expect(proxy.count('eth_getLogs')).toBeLessThanOrEqual(2 * (3 + Math.ceil(blocks / 25)))
  })

  it('a reload resumes after the last block scanned, without reading old ranges again', async () => {
    const backend = memoryBackend()
    const { expected } = await scripted()
    const scan = () => scanHistory({
      request: createHistoryRpc([proxy.url]), storage: createStorage({ backend }), chainId: 1101, contract: net.d.pMango, account: net.alice.account.address, deployBlock: 0n,
    })
    await net.testClient.mine({ blocks: 100 }) // the unfinal tail is then all empty blocks
    const first = await scan()
    expect(first.events).toHaveLength(expected.length)
    await net.testClient.mine({ blocks: 20 })
    const later = await actions(net).harvest(net.alice, (await net.now()) + DAY)
    proxy.reset()
    const second = await scan()
    expect(second.events.map((e) => e.txHash)).toEqual([...expected.map((e) => e.txHash), later.transactionHash])
    expect(second.events.slice(0, -1)).toEqual(first.events)
    // One eth_blockNumber, then the new blocks and the unfinal tail once per filter in one
    // HTTP request; the tail's known blocks keep their timestamps (no header request).
    expect(proxy.count('eth_getLogs')).toBe(2)
    for (const r of proxy.ranges) expect(r.from).toBe(first.scannedTo - REORG_DEPTH + 1n)
    expect(proxy.requests).toBeLessThanOrEqual(2)

    // A corrupt stored value is ignored: the scan starts over and finds the same events.
    for (const k of backend.data.keys()) if (k.includes('history.')) backend.data.set(k, '{"v":2,"fromBlock":"0","scannedTo":"x","events":[]}')
    const fresh = await scan()
    expect(fresh.events.map((e) => e.txHash)).toEqual(second.events.map((e) => e.txHash))
  })

  it('a reorganisation in the unfinal tail drops the events it removed and finds the ones it added', async () => {
    const { expected } = await scripted()
    await net.testClient.mine({ blocks: 100 })
    const fork = await net.testClient.snapshot()
    const removed = await actions(net).harvest(net.alice, (await net.now()) + DAY)
    const backend = memoryBackend()
    const scan = () => scanHistory({
      request: createHistoryRpc([proxy.url]), storage: createStorage({ backend }), chainId: 1101, contract: net.d.pMango, account: net.alice.account.address, deployBlock: 0n,
    })
    const first = await scan()
    expect(first.events.map((e) => e.txHash)).toEqual([...expected.map((e) => e.txHash), removed.transactionHash])

    // The other branch wins: the harvest never happened, an unstake did, and the chain grows past the old tip.
    await net.testClient.revert({ id: fork })
    const added = await actions(net).unplant(net.alice, MANGO(1), (await net.now()) + DAY)
    await net.testClient.mine({ blocks: 5 })
    expect(added.blockNumber).toBeLessThanOrEqual(first.scannedTo)
    const second = await scan()
    expect(second.events.map((e) => e.txHash)).toEqual([...expected.map((e) => e.txHash), added.transactionHash])
    expect(second.events.at(-1)).toMatchObject({ kind: 'unstake', amount: MANGO(1), blockNumber: added.blockNumber, blockHash: added.blockHash })
    expect(second.events.slice(0, -1)).toEqual(first.events.slice(0, -1))
  })
})
