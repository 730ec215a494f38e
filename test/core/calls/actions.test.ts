import { describe, expect, it } from 'vitest'
import { connect } from '../../../lib/core/actions/connect'
import { getAtomicSupport, type GetAtomicSupportErrorType } from '../../../lib/core/actions/getAtomicSupport'
import { sendCalls, type SendCallsErrorType } from '../../../lib/core/actions/sendCalls'
import { waitForCallsStatus, type WaitForCallsStatusErrorType } from '../../../lib/core/actions/waitForCallsStatus'
import { CallsError, CallsNotSupportedError } from '../../../lib/core/calls/errors'
import { ConnectorNotConnectedError, UserRejectedRequestError } from '../../../lib/core/errors'
import { configWith } from '../setup'
import { createFakeWallet, rpcError } from '../../fixtures/wallet'
import { describeError } from '../../../lib/core/i18n/describeError'

async function connected() {
  const wallet = createFakeWallet()
  const config = configWith(wallet.provider)
  await connect(config, { connector: 'io.metamask' })
  return { wallet, config }
}

const TO = '0x1fA03eDB1B8839a5319A7D2c1Ae6AAE492342bAD' as const

async function failure<T>(p: Promise<unknown>): Promise<T> {
  try {
    await p
  } catch (e) {
    return e as T
  }
  throw new Error('expected a failure')
}

describe('sendCalls', () => {
  it('sends one atomic 2.0.0 bundle and returns the id', async () => {
    const { wallet, config } = await connected()
    wallet.on('wallet_sendCalls', () => ({ id: 'bundle-1' }))
    expect(await sendCalls(config, { calls: [{ to: TO, data: '0x095ea7b3' }, { to: TO, data: '0x12345678', value: 5n }] })).toEqual({ id: 'bundle-1' })
    const [request] = wallet.calls.find((c) => c.method === 'wallet_sendCalls')!.params as [Record<string, unknown>]
    expect(request).toEqual({
      version: '2.0.0',
      chainId: '0x44d',
      from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      atomicRequired: true,
      calls: [
        { to: TO, data: '0x095ea7b3', value: '0x0' },
        { to: TO, data: '0x12345678', value: '0x5' },
      ],
    })
    // Never falls back to one transaction per call.
    expect(wallet.methods()).not.toContain('eth_sendTransaction')
  })

  it('accepts the pre-2.0 answer (the id itself)', async () => {
    const { wallet, config } = await connected()
    wallet.on('wallet_sendCalls', () => '0xabc')
    expect(await sendCalls(config, { calls: [{ to: TO, data: '0x' }] })).toEqual({ id: '0xabc' })
  })

  it('maps wallet errors to typed ones, and never sends the calls one by one', async () => {
    const { wallet, config } = await connected()
    const cases: Array<[unknown, (e: SendCallsErrorType) => void]> = [
      [rpcError(4001, 'User rejected'), (e) => expect(e).toBeInstanceOf(UserRejectedRequestError)],
      [rpcError(5760, 'Atomicity not supported'), (e) => expect(e instanceof CallsError && e.canSendSeparately).toBe(true)],
      [rpcError(5740, 'Too large'), (e) => expect(describeError(e)).toBe('This batch is too large for your wallet.')],
      [rpcError(4200, 'Unsupported method'), (e) => expect(e).toBeInstanceOf(CallsNotSupportedError)],
      [rpcError(-32601, 'Method not found'), (e) => expect(e).toBeInstanceOf(CallsNotSupportedError)],
    ]
    for (const [thrown, check] of cases) {
      wallet.on('wallet_sendCalls', () => {
        throw thrown
      })
      check(await failure<SendCallsErrorType>(sendCalls(config, { calls: [{ to: TO, data: '0x' }] })))
    }
    expect(wallet.methods()).not.toContain('eth_sendTransaction')
  })
})

describe('waitForCallsStatus', () => {
  it('polls wallet_getCallsStatus until the bundle is final', async () => {
    const { wallet, config } = await connected()
    const answers = [{ status: 100 }, { status: 100 }, { status: 200, receipts: [{ status: '0x1', transactionHash: `0x${'1'.repeat(64)}` }] }]
    wallet.on('wallet_getCallsStatus', () => answers.shift())
    const state = await waitForCallsStatus(config, { id: 'b', pollingInterval: 1 })
    expect(state).toMatchObject({ id: 'b', status: 'success', statusCode: 200, receipts: [{ status: 'success', transactionHash: `0x${'1'.repeat(64)}` }] })
    expect(wallet.calls.filter((c) => c.method === 'wallet_getCallsStatus').map((c) => c.params)).toEqual([['b'], ['b'], ['b']])
  })

  it('gives up after repeated failures with the typed error', async () => {
    const { wallet, config } = await connected()
    wallet.on('wallet_getCallsStatus', () => {
      throw rpcError(5730, 'Unknown bundle')
    })
    const e = await failure<WaitForCallsStatusErrorType>(waitForCallsStatus(config, { id: 'b', pollingInterval: 1, retryCount: 1 }))
    expect(e).toBeInstanceOf(CallsError)
    expect(describeError(e)).toBe('Your wallet does not know this batch of calls.')
  })
})

describe('getAtomicSupport', () => {
  it('needs a connected wallet', async () => {
    const config = configWith(createFakeWallet().provider)
    expect(await failure<GetAtomicSupportErrorType>(getAtomicSupport(config))).toBeInstanceOf(ConnectorNotConnectedError)
  })
})
