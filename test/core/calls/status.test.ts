import { describe, expect, it } from 'vitest'
import { bundleStatusOf, parseCallsStatus } from '../../../lib/core/calls/status'
import { CallsError } from '../../../lib/core/calls/errors'

const HASH = `0x${'ab'.repeat(32)}` as const

describe('bundle status mapping (wallet_getCallsStatus)', () => {
  it('maps 1xx to pending, 2xx to confirmed', () => {
    expect(bundleStatusOf(100)).toEqual({ status: 'pending', code: 100 })
    expect(bundleStatusOf(200)).toEqual({ status: 'confirmed', code: 200 })
    // Pre-2.0 wallets answered strings.
    expect(bundleStatusOf('PENDING').status).toBe('pending')
    expect(bundleStatusOf('CONFIRMED').status).toBe('confirmed')
  })

  it('maps 400, 500 and 600 to failed, each with its own failure code (words are the catalogue\'s)', () => {
    expect([400, 500, 600, 503].map((code) => bundleStatusOf(code))).toEqual([
      { status: 'failed', code: 400, failure: 'offchain' },
      { status: 'failed', code: 500, failure: 'reverted' },
      { status: 'failed', code: 600, failure: 'partiallyReverted' },
      { status: 'failed', code: 503, failure: 'reverted' },
    ])
  })

  it('reads unknown failure codes and garbage as the generic failure', () => {
    for (const bad of [450, 999, 'nope', undefined, null]) {
      const r = bundleStatusOf(bad)
      expect(r.status).toBe('failed')
      expect(r.failure).toBe(bad === 450 ? 'offchain' : 'unknown')
    }
  })

  it('takes the receipts hashes, and a reverted receipt under 200 is a failure', () => {
    expect(parseCallsStatus({ status: 200, receipts: [{ status: '0x1', transactionHash: HASH.toUpperCase().replace('0X', '0x') }] })).toEqual({
      status: 'confirmed',
      code: 200,
      receipts: [HASH],
    })
    const reverted = parseCallsStatus({ status: 200, receipts: [{ status: '0x0', transactionHash: HASH }] })
    expect(reverted.status).toBe('failed')
    expect(reverted.failure).toBe('reverted')
    expect(parseCallsStatus({ status: 100 })).toEqual({ status: 'pending', code: 100, receipts: [] })
    expect(parseCallsStatus({ status: 500, receipts: [{ transactionHash: 'not a hash' }] }).receipts).toEqual([])
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
