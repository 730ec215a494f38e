import { afterEach, describe, expect, it } from 'vitest'
import { keccak256, type Address } from 'viem'
import { createTransactionStore, type TransactionStore } from '../../lib/core/transactions'
import { createStorage } from '../../lib/core/storage'
import { classifyReplacement, fingerprintOf } from '../../lib/core/transactions/replacement'
import { memoryBackend } from '../fixtures/storage'
import { ACCOUNT, hashOf } from './helpers'

const KEY = 'porch.transactions'
const acct = ACCOUNT.toLowerCase() as Address
const TOKEN = '0x1fA03eDB1B8839a5319A7D2c1Ae6AAE492342bAD' as Address
const PLANT = '0xd2c37d9f0000000000000000000000000000000000000000000000000000000000000001'

describe('which replacement it was (same sender and nonce)', () => {
  const original = fingerprintOf({ from: ACCOUNT, nonce: 7, to: TOKEN, value: 0n, input: PLANT })
  const like = (tx: Partial<Parameters<typeof fingerprintOf>[0]>) => fingerprintOf({ from: ACCOUNT, nonce: 7, to: TOKEN, value: 0n, input: PLANT, ...tx })

  it('keeps addresses lowercase and the calldata as its hash', () => {
    expect(original).toEqual({ from: acct, nonce: 7, to: TOKEN.toLowerCase(), value: '0x0', input: keccak256(PLANT) })
    expect(like({ to: null, value: 255n }).value).toBe('0xff')
  })

  it('same recipient, value and calldata (any case): sped up', () => {
    expect(classifyReplacement(original, like({ to: TOKEN.toUpperCase().replace('0X', '0x') as Address }))).toBe('repriced')
  })

  it('a 0-value transfer to oneself, with or without data: cancelled', () => {
    expect(classifyReplacement(original, like({ to: ACCOUNT, input: '0x' }))).toBe('cancelled')
    expect(classifyReplacement(original, like({ to: acct, input: '0x1234' }))).toBe('cancelled')
  })

  it('anything else: replaced (the original is dropped)', () => {
    expect(classifyReplacement(original, like({ input: '0x' }))).toBe('replaced') // same contract, other call
    expect(classifyReplacement(original, like({ value: 1n }))).toBe('replaced')
    expect(classifyReplacement(original, like({ to: ACCOUNT, value: 1n, input: '0x' }))).toBe('replaced') // sends value to oneself
    expect(classifyReplacement(original, like({ to: '0x000000000000000000000000000000000000dEaD', input: '0x' }))).toBe('replaced')
  })
})

const stores: TransactionStore[] = []
afterEach(() => {
  for (const s of stores.splice(0)) s.destroy()
})
function storeOver(list: unknown[]) {
  const backend = memoryBackend()
  const storage = createStorage({ backend })
  backend.setItem(KEY, JSON.stringify({ [acct]: { 1101: list } }))
  const store = createTransactionStore({ storage, getClient: () => undefined })
  stores.push(store)
  return store
}

const sent = { from: acct, nonce: 3, to: TOKEN.toLowerCase(), value: '0x0', input: keccak256(PLANT) }

describe('stored replacement fields', () => {
  it('reads back a pending entry with its fingerprint, a speed-up, a cancellation and a drop', () => {
    const list = [
      { hash: hashOf(1), status: 'pending', description: 'Stake', sent },
      { hash: hashOf(2), status: 'pending', description: 'Stake', sent, replacedBy: hashOf(20) },
      { hash: hashOf(3), status: 'confirmed', description: 'Stake', sent, replacedBy: hashOf(30) },
      { hash: hashOf(4), status: 'cancelled', description: 'Stake', sent, replacedBy: hashOf(40) },
      { hash: hashOf(5), status: 'dropped', description: 'Stake', sent, replacedBy: hashOf(50) },
    ]
    expect(storeOver(list).getTransactions(ACCOUNT, 1101)).toEqual(list)
  })

  it('still loads entries stored by older versions (no fingerprint, no replacement)', () => {
    const list = [
      { hash: hashOf(1), status: 'pending', description: 'Stake 10 MANGO' },
      { hash: hashOf(2), status: 'confirmed', description: 'Approve 10 MANGO', confirmations: 2 },
      { hash: hashOf(3), status: 'failed', description: 'Harvest' },
    ]
    expect(storeOver(list).getTransactions(ACCOUNT, 1101)).toEqual(list)
  })

  it('drops entries whose replacement fields are malformed, keeps the rest', () => {
    const good = { hash: hashOf(9), status: 'pending', description: 'Good', sent }
    const bad = [
      { hash: hashOf(1), status: 'pending', description: 'x', sent: { ...sent, from: ACCOUNT } }, // not lowercase
      { hash: hashOf(2), status: 'pending', description: 'x', sent: { ...sent, nonce: -1 } },
      { hash: hashOf(3), status: 'pending', description: 'x', sent: { ...sent, nonce: '3' } },
      { hash: hashOf(4), status: 'pending', description: 'x', sent: { ...sent, to: 'me' } },
      { hash: hashOf(5), status: 'pending', description: 'x', sent: { ...sent, value: '0x00' } }, // leading zero
      { hash: hashOf(6), status: 'pending', description: 'x', sent: { ...sent, value: 10 } },
      { hash: hashOf(7), status: 'pending', description: 'x', sent: { ...sent, input: '0x' } }, // data itself, not its hash
      { hash: hashOf(8), status: 'pending', description: 'x', sent: 'yes' },
      { hash: hashOf(10), status: 'pending', description: 'x', replacedBy: '0x1234' },
      { hash: hashOf(11), status: 'pending', description: 'x', replacedBy: hashOf(11) }, // replaced by itself
      { hash: hashOf(12), status: 'cancelled', description: 'x' }, // cancelled by nothing
      { hash: hashOf(13), status: 'dropped', description: 'x', sent },
      { kind: 'safe', hash: hashOf(14), status: 'cancelled', description: 'x', replacedBy: hashOf(15) }, // only plain transactions
      { kind: 'calls', id: 'abc', status: 'dropped', description: 'x', replacedBy: hashOf(15) },
    ]
    expect(storeOver([...bad, good]).getTransactions(ACCOUNT, 1101)).toEqual([good])
  })

  it('a cancelled or dropped entry counts as completed for the cap of 10; pending ones are kept', () => {
    const done = Array.from({ length: 12 }, (_, i) => ({ hash: hashOf(100 + i), status: i % 2 ? 'cancelled' : 'dropped', description: 'x', replacedBy: hashOf(200 + i) }))
    const list = storeOver([{ hash: hashOf(1), status: 'pending', description: 'p', sent }, ...done]).getTransactions(ACCOUNT, 1101)
    expect(list).toHaveLength(11)
    expect(list[0]?.status).toBe('pending')
  })
})
