import { describe, expect, it } from 'vitest'
import { bundleStateOf, toCallsStatus } from '../../../lib/core/calls/callsStatus'
import { CallsError } from '../../../lib/core/calls/errors'

const HASH = `0x${'ab'.repeat(32)}` as const
const BLOCK = `0x${'cd'.repeat(32)}` as const
const receipt = (status: string, transactionHash: string = HASH) => ({
  logs: [{ address: '0x1fa03edb1b8839a5319a7d2c1ae6aae492342bad', data: '0x01', topics: [BLOCK] }],
  status,
  blockHash: BLOCK,
  blockNumber: '0x1a',
  gasUsed: '0x5208',
  transactionHash,
})

describe('a wallet_getCallsStatus answer in viem\'s shape', () => {
  it('normalises as viem does: chainId a number, quantities bigint, receipt status success | reverted', () => {
    const answer = { version: '2.0.0', id: 'b1', chainId: '0x44d', atomic: true, status: 200, capabilities: { foo: 1 }, receipts: [receipt('0x1')] }
    expect(toCallsStatus(answer, 'b1')).toEqual({
      id: 'b1',
      chainId: 1101,
      atomic: true,
      version: '2.0.0',
      capabilities: { foo: 1 },
      status: 'success',
      statusCode: 200,
      receipts: [{ logs: answer.receipts[0]!.logs, status: 'success', blockHash: BLOCK, blockNumber: 26n, gasUsed: 21000n, transactionHash: HASH }],
    })
  })

  it('maps 1xx to pending, 2xx to success, 4xx/5xx/6xx to failure each with its failure code', () => {
    const of = (status: unknown) => toCallsStatus({ status }, 'x')
    expect([100, 200].map((c) => [of(c).status, of(c).statusCode, of(c).failure])).toEqual([
      ['pending', 100, undefined],
      ['success', 200, undefined],
    ])
    expect([400, 500, 600, 503, 450].map((c) => [of(c).status, of(c).statusCode, of(c).failure])).toEqual([
      ['failure', 400, 'offchain'],
      ['failure', 500, 'reverted'],
      ['failure', 600, 'partiallyReverted'],
      ['failure', 503, 'reverted'],
      ['failure', 450, 'offchain'],
    ])
    // Pre-2.0 wallets answered strings; garbage is a failure the kit cannot name, never undefined.
    expect([of('PENDING').status, of('CONFIRMED').status, of('CONFIRMED').statusCode]).toEqual(['pending', 'success', 200])
    for (const bad of [999, 'nope', undefined, null]) expect([of(bad).status, of(bad).failure]).toEqual(['failure', 'unknown'])
  })

  it('reads missing fields leniently: the id asked, version 2.0.0, not atomic, no receipts without a hash', () => {
    expect(toCallsStatus({ status: 100 }, 'asked')).toMatchObject({ id: 'asked', version: '2.0.0', atomic: false, receipts: [] })
    expect(toCallsStatus({ status: 500, receipts: [{ transactionHash: 'not a hash' }] }, 'x').receipts).toEqual([])
  })

  it('a 2xx bundle whose receipt reverted is a failure: reverted when atomic or all reverted, else partially', () => {
    const OTHER = `0x${'12'.repeat(32)}`
    expect(toCallsStatus({ status: 200, atomic: true, receipts: [receipt('0x0')] }, 'x')).toMatchObject({ status: 'failure', statusCode: 500, failure: 'reverted' })
    expect(toCallsStatus({ status: 200, atomic: false, receipts: [receipt('0x1'), receipt('0x0', OTHER)] }, 'x')).toMatchObject({
      status: 'failure',
      statusCode: 600,
      failure: 'partiallyReverted',
      receipts: [{ status: 'success' }, { status: 'reverted' }],
    })
  })

  it('the store\'s state derives from it: confirmed / failed, lowercase hashes', () => {
    expect(bundleStateOf(toCallsStatus({ status: 200, receipts: [receipt('0x1', HASH.toUpperCase().replace('0X', '0x'))] }, 'x'))).toEqual({ status: 'confirmed', code: 200, receipts: [HASH] })
    expect(bundleStateOf(toCallsStatus({ status: 100 }, 'x'))).toEqual({ status: 'pending', code: 100, receipts: [] })
    expect(bundleStateOf(toCallsStatus({ status: 400 }, 'x'))).toEqual({ status: 'failed', code: 400, receipts: [], failure: 'offchain' })
  })
})

describe('EIP-5792 errors', () => {
  it('carries each of 5700-5760 as its code; only 5750 and 5760 may go step by step', () => {
    for (const code of [5700, 5710, 5720, 5730, 5740, 5750, 5760] as const) {
      const e = new CallsError(code)
      expect(e.code).toBe(code)
      expect(e.message).toContain(String(code))
      expect(e.canSendSeparately).toBe(code === 5750 || code === 5760)
    }
  })
})
