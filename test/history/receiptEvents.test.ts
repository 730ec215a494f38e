import type { Address, Hash, Hex, Log } from 'viem'
import { describe, expect, it } from 'vitest'
import { addressTopic, topics, type HistoryEvent } from '../../src/history/events'
import { addReceiptEvents, mergeReceiptEvents, receiptEventsOf, subscribeReceiptEvents } from '../../src/history/receiptEvents'

const POOL = '0x00000000000000000000000000000000000000aa' as Address
const ME = '0x00000000000000000000000000000000000000b1' as Address
const USDC = '0x00000000000000000000000000000000000000c1' as Address
const tx = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash
const word = (n: bigint) => `0x${n.toString(16).padStart(64, '0')}` as Hex

const harvestLog = (block: bigint, index: number, amount: bigint, address = POOL, user = ME): Log =>
  ({ address, topics: [topics.harvest, addressTopic(user), addressTopic(USDC)], data: word(amount), blockNumber: block, blockHash: tx(Number(block) + 1000), logIndex: index, transactionHash: tx(Number(block)), transactionIndex: 0, removed: false }) as Log

const event = (block: bigint, index: number, amount: bigint): HistoryEvent => ({ kind: 'harvest', amount, token: USDC, blockNumber: block, blockHash: tx(Number(block) + 1000), logIndex: index, txHash: tx(Number(block)), timestamp: 100n })

describe("the site's own receipts in the history", () => {
  it("keep the account's own events of the pool contract, each once, and tell listeners", () => {
    let heard = 0
    const stop = subscribeReceiptEvents(() => heard++)
    const logs = [harvestLog(10n, 3, 31_248n), harvestLog(10n, 4, 5n, USDC), harvestLog(10n, 5, 7n, POOL, USDC)]
    addReceiptEvents({ chainId: 1101, contract: POOL, account: ME, logs, timestamp: 100n })
    addReceiptEvents({ chainId: 1101, contract: POOL, account: ME, logs, timestamp: 100n }) // the same receipt again
    stop()
    expect(heard).toBe(1)
    expect(receiptEventsOf(1101, POOL, ME)).toEqual([event(10n, 3, 31_248n)])
    expect(receiptEventsOf(1, POOL, ME)).toEqual([])
  })

  it('count only above the last block a scan has read; the scan wins at and below it', () => {
    const scanned = [event(5n, 0, 1n)]
    const receipts = [event(5n, 0, 1n), event(9n, 1, 2n), event(12n, 0, 3n)]
    // Nothing scanned yet: the receipts alone.
    expect(mergeReceiptEvents([], undefined, receipts)).toEqual(receipts)
    // Scanned to 9: block 9's receipt event is the scan's to confirm (here it did not find it: a reorg dropped it).
    expect(mergeReceiptEvents(scanned, 9n, receipts)).toEqual([event(5n, 0, 1n), event(12n, 0, 3n)])
    // Scanned to 8: block 5's event once, then 9 and 12, oldest first.
    expect(mergeReceiptEvents(scanned, 8n, receipts.slice().reverse())).toEqual([event(5n, 0, 1n), event(9n, 1, 2n), event(12n, 0, 3n)])
  })
})
