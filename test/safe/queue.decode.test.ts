import { encodeFunctionData, type Address, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeMultiSendTransactions, decodeSafeCalls, MULTI_SEND_ADDRESSES, safeTransactionUrl, type SafeCall } from '@porch/kit'
import { erc20Abi, plantedMangoAbi } from '../../src/staking/abi'
import { decodeStakingProposal } from '../../src/staking/safeQueue/decode'
import { encodeMultiSend } from './multiSendEncode'

const mango: Address = '0x1111111111111111111111111111111111111111'
const pMango: Address = '0x2222222222222222222222222222222222222222'
const safe: Address = '0x3333333333333333333333333333333333333333'
const other: Address = '0x4444444444444444444444444444444444444444'
const E18 = 10n ** 18n
const MULTI_SEND_CALL_ONLY = MULTI_SEND_ADDRESSES[5]!

const approve = (amount: bigint, spender: Address = pMango): SafeCall => ({
  operation: 0,
  to: mango,
  value: 0n,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
})
const plant = (amount: bigint): SafeCall => ({ operation: 0, to: pMango, value: 0n, data: encodeFunctionData({ abi: plantedMangoAbi, functionName: 'plant', args: [amount, safe] }) })
const unplant = (amount: bigint): SafeCall => ({ operation: 0, to: pMango, value: 0n, data: encodeFunctionData({ abi: plantedMangoAbi, functionName: 'unplant', args: [amount, safe] }) })
const harvest = (): SafeCall => ({ operation: 0, to: pMango, value: 0n, data: encodeFunctionData({ abi: plantedMangoAbi, functionName: 'harvest', args: [safe] }) })
const batch = (calls: SafeCall[], to: Address = MULTI_SEND_CALL_ONLY): SafeCall => ({ operation: 1, to, value: 0n, data: encodeMultiSend(calls) })

describe('MultiSend decoding (kit)', () => {
  it('unpacks a DELEGATECALL to a known MultiSend into its calls, in order', () => {
    const calls = [approve(100n * E18), plant(100n * E18)]
    expect(decodeSafeCalls(batch(calls))).toEqual(calls)
  })

  it('keeps a batch to an unknown contract as one call unless the service marks it trusted', () => {
    const tx = batch([plant(1n)], other)
    expect(decodeSafeCalls(tx)).toEqual([tx])
    expect(decodeSafeCalls(tx, { trustedDelegateCall: true })).toEqual([plant(1n)])
    // A plain CALL to MultiSend is not a batch either.
    const call = { ...batch([plant(1n)]), operation: 0 as const }
    expect(decodeSafeCalls(call)).toEqual([call])
  })

  it('refuses packed bytes that do not parse exactly', () => {
    const ok = encodeMultiSendPacked([plant(5n)])
    expect(decodeMultiSendTransactions(ok)).toEqual([plant(5n)])
    expect(decodeMultiSendTransactions(ok.slice(0, -2) as Hex)).toBeUndefined() // truncated data
    expect(decodeMultiSendTransactions(`${ok}00` as Hex)).toBeUndefined() // trailing byte
    expect(decodeMultiSendTransactions(`0x02${ok.slice(4)}` as Hex)).toBeUndefined() // operation 2
    expect(decodeMultiSendTransactions('0x')).toBeUndefined()
    expect(decodeMultiSendTransactions('0xzz' as Hex)).toBeUndefined()
  })
})

/** The `transactions` bytes alone (multiSend's argument). */
function encodeMultiSendPacked(calls: SafeCall[]): Hex {
  const data = encodeMultiSend(calls)
  const length = Number(BigInt(`0x${data.slice(10 + 64, 10 + 128)}`))
  return `0x${data.slice(10 + 128, 10 + 128 + length * 2)}`
}

describe('staking proposals (site)', () => {
  const contracts = { mango, pMango }
  it('approve + plant in one batch is ONE stake of the planted amount', () => {
    expect(decodeStakingProposal(decodeSafeCalls(batch([approve(100n * E18), plant(100n * E18)])), contracts)).toEqual({ action: 'stake', amount: 100n * E18 })
  })

  it('plant, unplant, harvest and approve alone', () => {
    expect(decodeStakingProposal([plant(7n)], contracts)).toEqual({ action: 'stake', amount: 7n })
    expect(decodeStakingProposal([unplant(8n)], contracts)).toEqual({ action: 'unstake', amount: 8n })
    expect(decodeStakingProposal([harvest()], contracts)).toEqual({ action: 'harvest' })
    expect(decodeStakingProposal([approve(9n)], contracts)).toEqual({ action: 'approve', amount: 9n })
  })

  it('anything else is not the site’s to show', () => {
    expect(decodeStakingProposal([plant(1n), { operation: 0, to: other, value: 0n, data: '0x' }], contracts)).toBeUndefined()
    expect(decodeStakingProposal([approve(1n, other)], contracts)).toBeUndefined()
    expect(decodeStakingProposal([plant(1n), unplant(1n)], contracts)).toBeUndefined()
    expect(decodeStakingProposal([{ ...plant(1n), operation: 1 }], contracts)).toBeUndefined()
    expect(decodeStakingProposal([{ ...plant(1n), value: 1n }], contracts)).toBeUndefined()
    expect(decodeStakingProposal([{ operation: 0, to: pMango, value: 0n, data: '0xdeadbeef' }], contracts)).toBeUndefined()
    expect(decodeStakingProposal([], contracts)).toBeUndefined()
    // An unknown DELEGATECALL batch stays one call, which is not a staking call.
    expect(decodeStakingProposal(decodeSafeCalls(batch([plant(1n)], other)), contracts)).toBeUndefined()
  })
})

describe('safeTransactionUrl', () => {
  const id = `multisig_${safe}_0x${'ab'.repeat(32)}`
  it("is Safe{Wallet}'s page of the transaction", () => {
    expect(safeTransactionUrl({ shortName: 'zkevm', safeAddress: safe, id })).toBe(`https://app.safe.global/transactions/tx?safe=zkevm:${safe}&id=${id}`)
    expect(safeTransactionUrl({ shortName: 'zkevm', safeAddress: safe, id, appUrl: 'https://app.safe.eth.limo/' })).toBe(
      `https://app.safe.eth.limo/transactions/tx?safe=zkevm:${safe}&id=${id}`,
    )
  })
  it('refuses parts that could craft a link', () => {
    expect(safeTransactionUrl({ shortName: 'zk&x=1', safeAddress: safe, id })).toBeUndefined()
    expect(safeTransactionUrl({ shortName: 'zkevm', safeAddress: 'nope', id })).toBeUndefined()
    expect(safeTransactionUrl({ shortName: 'zkevm', safeAddress: safe, id: `${id}&x=1` })).toBeUndefined()
    expect(safeTransactionUrl({ shortName: 'zkevm', safeAddress: safe, id, appUrl: 'javascript:alert(1)' })).toBeUndefined()
  })
})
