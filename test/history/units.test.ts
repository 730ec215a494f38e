import { toEventSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { createStorage } from '../../lib/core/storage'
import { historyCacheKey, loadHistoryCache, parseHistoryCache, saveHistoryCache } from '../../src/history/cache'
import { topics, type RawLog } from '../../src/history/events'
import { logTimestamps } from '../../src/history/blocks'
import { isRangeRefusal } from '../../lib/core/read/rangeRefusal'
import { scanLogs, ScanStoppedError } from '../../src/history/scan'
import { memoryBackend } from '../fixtures/storage'

describe('history building blocks', () => {
  it('event topics are the keccak256 of the contract events', () => {
    expect(topics.plant).toBe(toEventSelector('Plant(address,address,uint256)'))
    expect(topics.unplant).toBe(toEventSelector('Unplant(address,address,uint256)'))
    expect(topics.harvest).toBe(toEventSelector('Harvest(address,address,uint256)'))
    expect(topics.distributeReward).toBe(toEventSelector('DistributeReward(address,address,uint256,uint256,uint256)'))
  })

  it('recognises the common "range too large" answers, and nothing else', () => {
    const refusals = [
      { code: -32005, message: 'query returned more than 10000 results' },
      { code: -32602, message: 'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range' },
      { code: -32000, message: 'block range is too wide' },
      { code: -32000, message: 'exceed maximum block range: 50000' },
      { code: -32000, message: 'query exceeds max results 20000' },
      { code: -32701, message: 'Please specify an address in your request or, to remove restrictions, order a dedicated full node here' + ' block range too large' },
      { status: 413, message: 'Payload Too Large' },
      new Error('wrapped', { cause: { code: -32005, message: 'limit exceeded' } }),
    ]
    for (const e of refusals) expect(isRangeRefusal(e)).toBe(true)
    for (const e of [{ code: -32601, message: 'method not found' }, new Error('fetch failed'), { code: 3, message: 'execution reverted' }]) {
      expect(isRangeRefusal(e)).toBe(false)
    }
  })

  it('keeps only a well-formed cache of its own version; a corrupt one is dropped', () => {
    const backend = memoryBackend()
    const storage = createStorage({ backend })
    const key = historyCacheKey(1101, '0x00000000000000000000000000000000000000aA', '0x00000000000000000000000000000000000000bB')
    expect(key).toBe('history.1101.0x00000000000000000000000000000000000000aa.0x00000000000000000000000000000000000000bb')
    const cache = {
      fromBlock: 5n,
      scannedTo: 90n,
      events: [{ kind: 'stake' as const, amount: 10n ** 20n, blockNumber: 7n, blockHash: `0x${'cd'.repeat(32)}` as const, logIndex: 1, txHash: `0x${'ab'.repeat(32)}` as const, timestamp: 1_700_000_000n }],
    }
    saveHistoryCache(storage, key, cache)
    expect(loadHistoryCache(storage, key)).toEqual(cache)
    const stored = JSON.parse(backend.data.get(`porch.${key}`)!) as { v: number; events: Array<{ b: string; h: string }> }
    const bad = [
      { ...stored, v: 1 }, // an older shape
      { ...stored, events: [{ ...stored.events[0], bh: '0x12' }] },
      { ...stored, scannedTo: '-1' },
      { ...stored, events: [{ ...stored.events[0], h: '0x12' }] },
      { ...stored, events: [{ ...stored.events[0], b: '91' }] }, // after the last block scanned
      { ...stored, events: [{ ...stored.events[0], k: 'transfer' }] },
      'not an object',
    ]
    for (const b of bad) expect(parseHistoryCache(b)).toBeUndefined()
    backend.data.set(`porch.${key}`, '{not json')
    expect(loadHistoryCache(storage, key)).toBeUndefined()
    expect(backend.data.has(`porch.${key}`)).toBe(false)
  })

  it('a stopped scan keeps the ranges it finished and asks for nothing more', async () => {
    const controller = new AbortController()
    const asked: string[] = []
    const request = async (_method: string, params: readonly unknown[]) => {
      asked.push((params[0] as { fromBlock: string }).fromBlock)
      if (asked.length === 2) controller.abort() // the user clicks Stop during the second range
      return []
    }
    const done: bigint[] = []
    const scan = scanLogs({ request, address: '0x00000000000000000000000000000000000000aa', filters: [[topics.plant]], from: 0n, to: 99n, maxRange: 10n, signal: controller.signal, onChunk: (c) => void done.push(c.to) })
    await expect(scan).rejects.toBeInstanceOf(ScanStoppedError)
    expect(asked).toEqual(['0x0', '0xa'])
    expect(done).toEqual([9n, 19n])
  })

  it('a block seen before (same hash) keeps its timestamp; any other block is read from the node', async () => {
    const asked: unknown[] = []
    const request = async (method: string, params: readonly unknown[]) => {
      asked.push([method, ...params])
      return { timestamp: '0x10' }
    }
    const [seen, moved] = [`0x${'01'.repeat(32)}`, `0x${'02'.repeat(32)}`] as const
    const log: Omit<RawLog, 'blockNumber'> = { address: '0x00000000000000000000000000000000000000aa', topics: [topics.plant], data: '0x', logIndex: 0, transactionHash: seen }
    const times = await logTimestamps(request, [{ ...log, blockNumber: 9n, blockHash: seen }, { ...log, blockNumber: 10n, blockHash: moved }], new Map([[seen, 123n]]))
    expect(times).toEqual(new Map([[9n, 123n], [10n, 16n]]))
    expect(asked).toEqual([['eth_getBlockByNumber', '0xa', false]])
  })
})
